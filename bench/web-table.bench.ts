/**
 * Web table benchmark: in real headless Chromium, renders and sorts the same 10,000 rows with the shared
 * DataTable (TanStack Table + Virtual under Mantine) and with a plain HTML table, side by side in one run.
 * Times run from the action to the next paint. Writes bench/results/web-table.md.
 *
 *   npm run bench:web-table -w @atrium/bench        (BENCH_RUNS=7 by default; bounded to ~2 minutes)
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DEADLINE_MS = 110_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const ENTRY = path.join(WEB, 'src/modules/libs-examples/bench/tableBench.tsx');
const RESULTS = path.join(import.meta.dirname, 'results', 'web-table.md');

interface TableBench {
  renderDataTable(): Promise<number>;
  sortDataTable(): Promise<number>;
  renderPlain(): Promise<number>;
  sortPlain(): Promise<number>;
  clear(): Promise<void>;
  rowsInDom(): number;
  ready: boolean;
}
/** The page's global; written out in each evaluate() callback, which runs in the page. */
type BenchGlobal = { __tableBench: TableBench };
type Method = Exclude<keyof TableBench, 'ready'>;

/** Calls a method of the page's bench object (the callback runs in the page, so it names nothing outside). */
const call = <M extends Method>(page: Page, method: M) =>
  page.evaluate<unknown, Method>(
    (name) => (globalThis as unknown as BenchGlobal).__tableBench[name](),
    method,
  ) as Promise<Awaited<ReturnType<TableBench[M]>>>;

/** The bench page, built for production (minified React) into a temporary folder. */
async function buildPage(outDir: string): Promise<void> {
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
        input: ENTRY,
        output: { entryFileNames: 'bench.js', assetFileNames: '[name][extname]' },
      },
    },
  });
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const styles = readdirSync(dir).filter((file) => file.endsWith('.css'));
  const html = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">
${styles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n')}
</head><body style="margin:0;padding:16px"><div id="bench"></div><script type="module" src="/bench.js"></script></body></html>`;
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, name);
    if (name === '' || !existsSync(file)) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(name)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
      });
    }),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const started = Date.now();
  const outDir = mkdtempSync(path.join(tmpdir(), 'atrium-web-table-'));
  const browser = await launchBrowser();
  let server: Server | undefined;
  try {
    await buildPage(outDir);
    const served = await serve(outDir);
    server = served.server;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(served.url);
    await page.waitForFunction(
      () => (globalThis as unknown as Partial<BenchGlobal>).__tableBench?.ready === true,
      undefined,
      { timeout: 30_000 },
    );

    const times = {
      dtRender: [] as number[],
      dtSort: [] as number[],
      plainRender: [] as number[],
      plainSort: [] as number[],
    };
    const rows = { dataTable: 0, plain: 0 };
    // One warm-up round (JIT, style caches), then RUNS measured rounds; the order alternates each round.
    let runs = 0;
    for (let round = 0; round <= RUNS; round += 1) {
      if (Date.now() - started > DEADLINE_MS) break;
      const pair = async (kind: 'dt' | 'plain') => {
        const render = await call(page, kind === 'dt' ? 'renderDataTable' : 'renderPlain');
        const inDom = await call(page, 'rowsInDom');
        const sort = await call(page, kind === 'dt' ? 'sortDataTable' : 'sortPlain');
        await call(page, 'clear');
        return { render, sort, inDom };
      };
      const order: Array<'dt' | 'plain'> = round % 2 ? ['plain', 'dt'] : ['dt', 'plain'];
      for (const kind of order) {
        const result = await pair(kind);
        if (round === 0) continue;
        if (kind === 'dt') {
          times.dtRender.push(result.render);
          times.dtSort.push(result.sort);
          rows.dataTable = result.inDom;
        } else {
          times.plainRender.push(result.render);
          times.plainSort.push(result.sort);
          rows.plain = result.inDom;
        }
      }
      if (round > 0) runs += 1;
    }

    const version = browser.version();
    const table = [
      '| 10,000 rows | render (median) | sort (median) | rows in the DOM |',
      '| --- | ---: | ---: | ---: |',
      `| DataTable (virtualized) | ${ms(median(times.dtRender))} | ${ms(median(times.dtSort))} | ${rows.dataTable} |`,
      `| plain HTML table | ${ms(median(times.plainRender))} | ${ms(median(times.plainSort))} | ${rows.plain} |`,
    ].join('\n');
    const report = `# Web table benchmark

${new Date().toISOString()}, Chromium ${version}, headless, viewport 1280x800, ${runs} measured runs after one warm-up; load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')} at the end (2 cores).

The same 10,000 generated rows (7 text columns) rendered, then sorted by serial, with the shared DataTable
(server-side paging contract answered in memory, one page of 10,000 rows, virtualized) and with a plain
HTML table built with DOM calls. A time runs from the action to the next paint after the DOM changed.

${table}

Raw (ms): DataTable render ${times.dtRender.map((v) => v.toFixed(1)).join(', ')}; sort ${times.dtSort.map((v) => v.toFixed(1)).join(', ')}.
Plain render ${times.plainRender.map((v) => v.toFixed(1)).join(', ')}; sort ${times.plainSort.map((v) => v.toFixed(1)).join(', ')}.
`;
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, report);
    console.log(table);
    console.log(
      `\n${runs} runs in ${((Date.now() - started) / 1000).toFixed(1)} s; written to ${path.relative(ROOT, RESULTS)}`,
    );
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
