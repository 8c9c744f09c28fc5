import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The server serves dist/ in production; in dev, /api and the realtime socket go to the server on port 3000.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Brotli (best quality: compressed once, at build) and gzip twins of every text asset, index.html
    // included; the server sends them as they are (kernel/http/web-app.ts, preCompressed).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(html|js|mjs|css|json|svg|txt|xml)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    proxy: {
      '/api': { target: process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: true },
      '/socket.io': { target: process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Long-lived vendor chunks: app releases do not invalidate the libraries' cache.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            // Loaded only by pages with a chart or a dashboard grid.
            { name: 'charts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 2 },
            {
              name: 'grid-layout',
              test: /node_modules[\\/](react-grid-layout|react-draggable|react-resizable)[\\/]/,
              priority: 2,
            },
            // Loaded only by pages with a map or a location picker.
            {
              name: 'maps',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet|@geoman-io)[\\/]/,
              priority: 2,
            },
            {
              name: 'country-borders',
              test: /node_modules[\\/](@rapideditor[\\/]country-coder|which-polygon|lineclip)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
});
