/**
 * A bench page in real headless Chromium: its entry built for production (minified React) into a folder, and
 * served from there on a free port, every path but the built files answering the page itself.
 */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const WEB = path.resolve(import.meta.dirname, '../../apps/web');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

/** Builds `entry` (a file of apps/web) into `outDir` as bench.js and its styles. */
export async function buildBenchPage(entry: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: WEB,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      chunkSizeWarningLimit: 5000,
      rolldownOptions: {
        input: path.join(WEB, entry),
        output: { entryFileNames: 'bench.js', assetFileNames: '[name][extname]' },
      },
    },
  });
}

/** Serves the built page of `dir`; `url` opens it with `search` (e.g. `?vehicles=5000`). */
export function serveBenchPage(
  dir: string,
  { padding, search = '' }: { padding: number; search?: string },
): Promise<{ server: Server; url: string }> {
  const styles = readdirSync(dir).filter((file) => file.endsWith('.css'));
  const html = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">
${styles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n')}
</head><body style="margin:0;padding:${padding}px"><div id="bench"></div><script type="module" src="/bench.js"></script></body></html>`;
  const server = createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, name);
    if (name === '' || !existsSync(file)) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/${search}`,
      });
    }),
  );
}
