import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// React Router publishes a development and a production build (the latter without its dev warnings) but its
// package exports name only the development one: the build takes the production one.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The server serves dist/ in production; in dev, /api and the realtime socket go to the server on port 3000.
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
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
    // React and the router change least and every screen needs them: a long-lived chunk of their own.
    // A group takes its members' dependencies with it (clsx went into a react-grid-layout group, and every
    // Mantine widget then loaded it) unless told not to, and a library used by a few screens (ECharts,
    // Leaflet, react-grid-layout) stays in the chunks of those screens. Measured: docs/performance.md, Web load.
    rolldownOptions: {
      // The contracts only declare schemas: a screen that imports one endpoint need not carry every module's
      // schemas (zod calls at module level would otherwise count as side effects and be kept).
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The data table and its libraries (TanStack Table, dnd-kit, the virtualizer): one file for the
            // list screens, taken before `vendor` and `app` (whose `$initial` follows every static import, an
            // unused re-export's too). Its dependencies stay where they are (Mantine, clsx: every page has them);
            // its paging helpers stay out (the profile's API takes them, not the table).
            {
              name: 'data-table',
              test: /[\\/](apps[\\/]web[\\/]src[\\/]ui[\\/]DataTable[\\/](?!paging\.ts|constants\.ts)|node_modules[\\/](@tanstack[\\/](react-table|table-core|react-virtual|virtual-core)|@dnd-kit[\\/][\w-]+)[\\/])/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // What every first page needs (Mantine's core, i18next, TanStack Query, zod...) in one file rather
            // than a hundred small shared chunks; what only some screens use stays with them.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 1 },
            // The app's own modules the first page needs, in one file too: left alone, every module the entry
            // shares with a lazy page (paths, access rules, contracts...) was a chunk of its own, ~45 small
            // files that the sign-in page fetched side by side.
            {
              name: 'app',
              test: /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            // The widgets' libraries the first page does not need but many screens do (Mantine's other
            // components and hooks, react-number-format under its NumberInput, TanStack Query's other hooks;
            // used by at least 40 chunks): one file rather than ~40 small shared chunks on a list screen.
            {
              name: 'widgets',
              test: /node_modules[\\/](@mantine|@tanstack[\\/](react-query|query-core)|react-number-format)[\\/]/,
              minShareCount: 40,
              priority: 1,
            },
            // The icons more than one lazy chunk uses (the registry's route handles and pages, the sign-in
            // page's) in one file: in the registry they would bring it to the sign-in page, alone they are
            // ~60 files of 0.2 KB.
            {
              name: 'icons',
              test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            // The registry (app/modules.ts, fetched with the signed-in shell, main.tsx) with the route tables,
            // paths and access rules of the modules not in the entry (app/entryModules.ts): one file rather than
            // ~70. Without their dependencies, which the sign-in page shares (its icons, auth's helpers).
            {
              name: 'registry',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/]modules\.ts|modules[\\/](?!(auth|companies|core-pages|market|metro-watch|reports-generator|system)[\\/])[\w-]+[\\/](index\.ts|routes\.tsx|\w+Routes\.tsx|paths\.ts|access\.ts|kitApp\.ts|app\.ts|entry\.ts|pages[\\/]lazy\w*\.tsx)|kit[\\/](routes[\\/]|\w+\.tsx?$))/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The same for the app's widgets, helpers and validation rules many screens share (not the chart,
            // map, grid or calendar widgets, whose libraries would come along).
            {
              name: 'app-shared',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](ui[\\/](?!Chart|Map|DashboardGrid|EventCalendar|LocationPicker)|lib[\\/](?!realtime))|[\\/]packages[\\/]contracts[\\/]src[\\/]validation[\\/]/,
              minShareCount: 40,
              priority: 0,
            },
            // The Arabic dictionaries app/i18n.ts fetches when Arabic is chosen, in one file. (Widgets that
            // import their own Arabic texts keep them: matching those too would tie this chunk to them.)
            {
              name: 'i18n-ar',
              test: /[\\/](app[\\/]i18n[\\/]ar\.json|ui[\\/]i18n[\\/](messages[\\/])?ar\.json|modules[\\/][\w-]+[\\/]i18n[\\/]([\w.]+[.])?ar\.json|modules[\\/]ignite-shield[\\/]i18n[\\/]arabic\.ts)$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
}));
