/**
 * Web table benchmark: in real headless Chromium, renders and sorts the same 10,000 rows with the shared
 * DataTable (TanStack Table + Virtual under Mantine) and with a plain HTML table, side by side in one run.
 * Times run from the action to the next paint. Writes bench/results/web-table.md.
 *
 *   npm run bench:web-table -w @atrium/bench        (BENCH_RUNS=7 by default; bounded to ~2 minutes)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { buildBenchPage, serveBenchPage } from './harness/browserPage.ts';
import { loadAverage } from './harness/load.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DEADLINE_MS = 110_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'src/modules/libs-examples/bench/tableBench.tsx';
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
    await buildBenchPage(ENTRY, outDir);
    const served = await serveBenchPage(outDir, { padding: 16 });
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

${new Date().toISOString()}, Chromium ${version}, headless, viewport 1280x800, ${runs} measured runs after one warm-up; load average ${loadAverage()} at the end (2 cores).

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
