/**
 * PDF benchmark: a one-page print (the print-view stub used by the tests: data on the page, Arabic text,
 * a request back to the server, then ready) timed two ways in one run:
 *   - cold, the old way: a Chromium launched for the call and closed after it;
 *   - warm: the shared pool's browser, a fresh context per print (kernel/pdf/pdf.ts).
 * Then a burst of concurrent prints through the pool (PDF_CONCURRENCY at once, the rest queued).
 *
 *   npm run bench:pdf -w @atrium/bench
 *   BENCH_PDF_RUNS=10 BENCH_PDF_BURST=8 PDF_CONCURRENCY=2 by default; CHROMIUM_PATH as for the server
 */
import { loadavg } from 'node:os';
import { createPdfPool, createPdfRenderer } from '@atrium/server/src/kernel/pdf/pdf.ts';
import { printViewStub } from '@atrium/server/src/test/print-view-stub.ts';

const runs = Number(process.env.BENCH_PDF_RUNS ?? 10);
const burst = Number(process.env.BENCH_PDF_BURST ?? 8);
const concurrency = Number(process.env.PDF_CONCURRENCY ?? 2);
const executablePath = process.env.CHROMIUM_PATH;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;
const ms = (n: number) => `${Math.round(n)} ms`;

const stub = await printViewStub();
const input = { path: '/ready', data: { number: 'INV-000042', totalCents: 1234 }, language: 'ar' as const };

async function timed(work: () => Promise<Buffer>) {
  const start = performance.now();
  const file = await work();
  if (file.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
  return performance.now() - start;
}

const cold: number[] = [];
const warm: number[] = [];
const pool = createPdfPool({ executablePath, concurrency });
const renderer = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 60_000, pool });
await pool.warm();
// Interleaved, so both see the same machine load.
for (let i = 0; i < runs; i++) {
  cold.push(
    await timed(async () => {
      const own = createPdfPool({ executablePath, concurrency: 1 });
      try {
        return await createPdfRenderer({ baseUrl: stub.url, timeoutMs: 60_000, pool: own }).render(input);
      } finally {
        await own.close();
      }
    }),
  );
  warm.push(await timed(() => renderer.render(input)));
}

const burstStart = performance.now();
const each = await Promise.all(Array.from({ length: burst }, () => timed(() => renderer.render(input))));
const burstTotal = performance.now() - burstStart;
const stats = pool.stats();
await pool.close();
await stub.close();

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${runs} runs each`,
);
console.log('| case | median | p90 | min | max |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, values] of [
  ['cold: launch per call (before)', cold],
  ['warm pool, fresh context (after)', warm],
] as const)
  console.log(
    `| ${name} | ${ms(median(values))} | ${ms(p(values, 0.9))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`,
  );
console.log(
  `burst of ${burst} at PDF_CONCURRENCY=${concurrency}: all in ${ms(burstTotal)}, each median ${ms(median(each))} max ${ms(Math.max(...each))}; peak running ${stats.peakActive}, browsers launched ${stats.launches}`,
);
console.log(`speed-up of the median: ${(median(cold) / median(warm)).toFixed(1)}x`);
