/**
 * Fleet live map benchmark (issue 19): in real headless Chromium, the live map of /fleet/vehicles/map-view
 * with 5,000 vehicles that all move once a second (5,000 `fleet:position` events a second through the
 * realtime dispatcher). Records the frame times (requestAnimationFrame intervals) and the canvas redraws
 * with the vehicles still and moving, the whole fleet in view (clustered, zoom 11) and a few streets (zoom
 * 15), and the JS heap and DOM size before and after. Writes bench/results/fleet-live-map.md.
 *
 *   npm run bench:fleet-live-map -w @atrium/bench        (BENCH_SECONDS=10 per scenario, BENCH_VEHICLES=5000)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { buildBenchPage, serveBenchPage } from '../harness/browserPage.ts';
import { loadAverage } from '../harness/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 5000);
const ENTRY = 'src/modules/fleet/bench/liveMapBench.tsx';
const RESULTS = path.join(import.meta.dirname, '..', 'results', 'fleet-live-map.md');

interface RunResult {
  frames: number[];
  redraws: number[];
  events: number;
}
type BenchGlobal = {
  __liveMapBench: {
    run(seconds: number, moving: boolean): Promise<RunResult>;
    zoom(level: number): Promise<void>;
    stats(): { vehicles: number; marks: number; ms: number } | null;
    ready: boolean;
  };
};

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

async function metrics(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics: list } = await session.send('Performance.getMetrics');
  await session.detach();
  const of = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
  return { heap: of('JSHeapUsedSize'), nodes: of('Nodes') };
}

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'atrium-fleet-map-'));
  const browser = await launchBrowser();
  let server: Server | undefined;
  try {
    await buildBenchPage(ENTRY, outDir);
    const served = await serveBenchPage(outDir, { padding: 8, search: `?vehicles=${VEHICLES}` });
    server = served.server;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(served.url);
    await page.waitForFunction(
      () => (globalThis as unknown as Partial<BenchGlobal>).__liveMapBench?.ready === true,
      undefined,
      {
        timeout: 60_000,
      },
    );
    // Each callback runs in the page, so it names nothing outside itself.
    const zoom = (level: number) =>
      page.evaluate((z) => (globalThis as unknown as BenchGlobal).__liveMapBench.zoom(z), level);
    const run = (moving: boolean) =>
      page.evaluate(
        ({ seconds, move }) => (globalThis as unknown as BenchGlobal).__liveMapBench.run(seconds, move),
        { seconds: SECONDS, move: moving },
      );
    const drawn = () => page.evaluate(() => (globalThis as unknown as BenchGlobal).__liveMapBench.stats());

    const before = await metrics(page);
    const rows: string[] = [];
    const raw: string[] = [];
    for (const level of [11, 15]) {
      await zoom(level);
      for (const moving of [false, true]) {
        const result = await run(moving);
        const stats = await drawn();
        const frames = result.frames.slice(1);
        const long = frames.filter((frame) => frame > 50).length;
        rows.push(
          `| zoom ${level}${level === 11 ? ' (all in view, clustered)' : ' (a few streets)'} | ${moving ? `moving (${(result.events / SECONDS).toFixed(0)} positions/s)` : 'still'} | ${(1000 / mean(frames)).toFixed(1)} | ${ms(quantile(frames, 0.5))} | ${ms(quantile(frames, 0.95))} | ${ms(quantile(frames, 0.99))} | ${ms(Math.max(...frames))} | ${long} | ${result.redraws.length} | ${ms(quantile(result.redraws, 0.5))} / ${ms(quantile(result.redraws, 0.95))} | ${stats?.vehicles ?? 0} in ${stats?.marks ?? 0} marks |`,
        );
        raw.push(`zoom ${level} ${moving ? 'moving' : 'still'}: ${frames.length} frames`);
      }
    }
    const after = await metrics(page);
    const table = [
      '| view | vehicles | fps | frame p50 | frame p95 | frame p99 | worst frame | frames > 50 ms | redraws | redraw p50 / p95 | drawn |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n');
    const report = `# Fleet live map benchmark

${new Date().toISOString()}, Chromium ${browser.version()}, headless (software rendering), viewport 1280x800, ${VEHICLES} vehicles,
${SECONDS} s per scenario; load average ${loadAverage()} at the end.

The live map and side list of /fleet/vehicles/map-view (LiveFleetView: Leaflet without tiles, vehicles on one canvas, clustered
on a 56 px grid below zoom 16), fed through the realtime dispatcher as the socket feeds it; moving, every
vehicle posts once a second and the store applies the positions in batches every 250 ms.

${table}

JS heap after GC: ${mb(before.heap)} before the runs, ${mb(after.heap)} after; DOM nodes ${before.nodes} → ${after.nodes}.
${raw.join('; ')}.
`;
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, report);
    console.log(report);
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
