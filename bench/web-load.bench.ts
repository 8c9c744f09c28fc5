/**
 * Web load benchmark (issue 15 §2): the built app served by the real server (`npm start`'s code path) on a
 * free port with a fresh data directory, opened in headless Chromium with a cold cache.
 *
 *  (a) the JavaScript a browser loads for the sign-in page, the first signed-in screen (the admin's own
 *      profile, where sign-in leads) and a signed-in list page (companies): bytes on the wire, the same
 *      files gzipped (level 9: the figure the targets speak of) and raw;
 *  (b) Lighthouse 12 (desktop preset, performance only) on the sign-in page and the companies list:
 *      score, LCP, FCP, TBT;
 *  (c) the companies list as the browser paints it, unthrottled and untraced: cold loads with a session, the
 *      serves taking turns, the medians of its first contentful paint (its description, the LCP element)
 *      and of the moment its table's first row of data is drawn.
 *
 * Baselines in the same run: the same server behind a loopback proxy that drops the browser's
 * Accept-Encoding, so every file and answer arrives uncompressed (the app as it was served before this
 * issue, apart from its code splitting, which cannot be undone at run time); and, when
 * BENCH_BASELINE_DIST names another build of the web app (an earlier commit's, built elsewhere), a second
 * server serving that build, measured the same way.
 *
 *   npm run build && npm run bench:web-load -w @atrium/bench      (writes bench/results/web-load.md)
 *   BENCH_LH_RUNS=3 (Lighthouse runs per page and serve; the median is reported)
 *   BENCH_BASELINE_DIST=/path/to/other/dist (optional)
 *   BENCH_LH_REPORTS=/some/dir (optional): every Lighthouse report (JSON) is written there, named after the
 *   serve, the page and the run, to read the LCP element and the request chain
 *   BENCH_FILES=1 (optional): each page's scripts listed with their gzipped size, largest first
 *   BENCH_PAINT_RUNS=10 (cold loads per serve for (c); 0 skips it)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumExecutable } from '../e2e/support/browser.ts';
import { ADMIN, freePort, startServer } from '../e2e/support/server.ts';

const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const BASELINE_DIST = process.env.BENCH_BASELINE_DIST;
const RESULTS = path.join(import.meta.dirname, 'results', 'web-load.md');
const LH_REPORTS = process.env.BENCH_LH_REPORTS;
/** BENCH_FILES=1: every page's scripts listed, largest first (where its bytes are). */
const LIST_FILES = process.env.BENCH_FILES === '1';
const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 10);
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
const SIGN_IN = '/core/auth/sign-in';
const LIST = '/core/companies/list';
const TARGETS = { signInGzip: 150_000, signedInGzip: 300_000, score: 90, lcpMs: 1000 };

/** What the scripts given to the page see (this package has no DOM types). */
type PageWindow = {
  location: { origin: string };
  localStorage: { setItem(name: string, value: string): void };
};
type StoredOrigins = { origin: string; localStorage: { name: string; value: string }[] }[];

/** Puts the stored session of this origin into the page's localStorage (runs in the page). */
const restoreSession = (origins: StoredOrigins) => {
  const page = globalThis as unknown as PageWindow;
  const mine = origins.find((entry) => entry.origin === page.location.origin);
  for (const { name, value } of mine?.localStorage ?? []) page.localStorage.setItem(name, value);
};

/** Signs in as the seeded admin through the form and waits for the own profile, where sign-in leads. */
async function signIn(page: Page) {
  await page.goto(SIGN_IN);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('profile-name').waitFor();
}

interface JsLoad {
  files: number;
  wire: number;
  gzip: number;
  raw: number;
}

/** A proxy that forwards everything but the request's Accept-Encoding: the server then compresses nothing. */
async function identityProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { hostname, port } = new URL(target);
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const upstream = http.request(
      { host: hostname, port, path: req.url, method: req.method, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const listenPort = await freePort();
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${listenPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Records every script the page loads from `origin` until `done` resolves and no script has come for a
 * second (not "network idle": the uncompressed serve's realtime socket falls back to long polling).
 */
async function scriptsLoaded(page: Page, origin: string, done: () => Promise<void>): Promise<JsLoad> {
  const pending: Promise<{ url: string; wire: number; gzip: number; raw: number }>[] = [];
  let last = Date.now();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith(origin)) return;
    last = Date.now();
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await request.sizes();
        const gzip = gzipSync(body, { level: 9 }).length;
        return { url: response.url(), wire: sizes.responseBodySize, gzip, raw: body.length };
      })(),
    );
  });
  await done();
  while (Date.now() - last < 1000) await new Promise((resolve) => setTimeout(resolve, 200));
  const files = await Promise.all(pending);
  if (LIST_FILES) {
    console.log(`  ${page.url()}: ${files.length} files, by gzip -9 size`);
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(file.url).pathname}`);
  }
  return {
    files: files.length,
    wire: files.reduce((sum, file) => sum + file.wire, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    raw: files.reduce((sum, file) => sum + file.raw, 0),
  };
}

/** (a) for one serve: sign-in page, first signed-in screen, the list page; each in a cold context. */
async function measureBytes(context: () => Promise<BrowserContext>, origin: string) {
  const fresh = async <T>(run: (page: Page) => Promise<T>): Promise<T> => {
    const ctx = await context();
    try {
      return await run(await ctx.newPage());
    } finally {
      await ctx.close();
    }
  };
  const signInPage = await fresh((page) =>
    scriptsLoaded(page, origin, async () => {
      await page.goto(SIGN_IN);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    }),
  );
  // Signed in in one context, its storage (the session) handed to a cold one: the screens as a returning
  // user opens them, with nothing cached.
  const state = await fresh(async (page) => {
    await signIn(page);
    return page.context().storageState();
  });
  const coldWithSession = async <T>(run: (page: Page) => Promise<T>): Promise<T> => {
    const ctx = await context();
    await ctx.addInitScript(restoreSession, state.origins);
    try {
      return await run(await ctx.newPage());
    } finally {
      await ctx.close();
    }
  };
  const firstScreen = await coldWithSession((page) =>
    scriptsLoaded(page, origin, async () => {
      await page.goto('/');
      await page.getByTestId('profile-name').waitFor();
    }),
  );
  const listPage = await coldWithSession((page) =>
    scriptsLoaded(page, origin, async () => {
      await page.goto(LIST);
      await page.getByRole('table').first().waitFor();
    }),
  );
  return { signInPage, firstScreen, listPage, session: state };
}

/** What (c) reads in the page: its first contentful paint and when a row of its table was first drawn. */
const PAINT_PROBE = `(() => {
  window.__firstRow = null;
  const probe = setInterval(() => {
    if (document.querySelector('tbody tr[data-row-id]')) { window.__firstRow = performance.now(); clearInterval(probe); }
  }, 2);
})()`;

interface PaintFigures {
  fcp: number[];
  firstRow: number[];
}

/** (c) one cold load of the list with a session: first contentful paint and first table row, in ms. */
async function paintOnce(context: BrowserContext, origins: StoredOrigins) {
  await context.addInitScript(restoreSession, origins);
  await context.addInitScript(PAINT_PROBE);
  const page = await context.newPage();
  await page.goto(LIST);
  await page.locator('tbody tr[data-row-id]').first().waitFor();
  const probe = `({
    fcp: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime,
    firstRow: window.__firstRow,
  })`;
  const { fcp, firstRow } = (await page.evaluate(probe)) as { fcp: number; firstRow: number };
  return { fcp, firstRow };
}

interface LighthouseFigures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** (b): one Lighthouse run on a page of a Chromium that playwright launched with a debugging port. */
async function audit(
  url: string,
  signedIn: boolean,
  session: Awaited<ReturnType<typeof measureBytes>>['session'],
  report?: string,
): Promise<LighthouseFigures> {
  const { path: executablePath } = await chromiumExecutable();
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'atrium-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    // A loaded machine now and then spoils a trace (NO_NAVSTART): such a run is done again, twice at most.
    for (let spoilt = 0; ; spoilt += 1) {
      const page = context.pages()[0] ?? (await context.newPage());
      const origin = new URL(url).origin;
      if (signedIn) {
        // The session is in localStorage: put it there, then let Lighthouse keep storage but not the cache.
        await page.goto(`${origin}/api/health`);
        await page.evaluate(
          restoreSession,
          session.origins.map((entry) => ({ ...entry, origin })),
        );
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      const result = await lighthouse(
        url,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: signedIn,
        },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) {
        if (spoilt >= 2) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        console.warn(`Lighthouse run again after: ${lhr.runtimeError.message}`);
        continue;
      }
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
      if (LH_REPORTS && report) {
        mkdirSync(LH_REPORTS, { recursive: true });
        writeFileSync(path.join(LH_REPORTS, `${report}.json`), JSON.stringify(lhr));
      }
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      };
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const summarise = (runs: LighthouseFigures[]) => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  fcp: median(runs.map((r) => r.fcp)),
  tbt: median(runs.map((r) => r.tbt)),
  scores: runs.map((r) => r.score),
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

async function main() {
  const started = Date.now();
  const server = await startServer({ LOG_LEVEL: 'error' });
  const proxy = await identityProxy(server.baseUrl);
  const baseline = BASELINE_DIST
    ? await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: BASELINE_DIST })
    : null;
  const { path: executablePath } = await chromiumExecutable();
  const browser = await chromium.launch({ executablePath, headless: true, args: FLAGS });
  try {
    const serves: Record<string, string> = { compressed: server.baseUrl, uncompressed: proxy.url };
    if (baseline) serves.baseline = baseline.baseUrl;
    const bytes: Record<string, Awaited<ReturnType<typeof measureBytes>>> = {};
    for (const [name, origin] of Object.entries(serves)) {
      bytes[name] = await measureBytes(() => browser.newContext({ baseURL: origin }), origin);
      console.log(name, JSON.stringify({ ...bytes[name], session: undefined }));
    }
    // The serves take turns, run by run, so a machine that gets busier or quieter during the bench weighs on
    // all of them alike.
    const figures: Record<string, { signIn: LighthouseFigures[]; list: LighthouseFigures[] }> = {};
    for (let run = 0; run < LH_RUNS; run += 1) {
      for (const [name, origin] of Object.entries(serves)) {
        const session = bytes[name]?.session;
        if (!session) throw new Error(`no session for ${name}`);
        const mine = figures[name] ?? { signIn: [], list: [] };
        figures[name] = mine;
        mine.signIn.push(await audit(`${origin}${SIGN_IN}`, false, session, `${name}-sign-in-${run + 1}`));
        mine.list.push(await audit(`${origin}${LIST}`, true, session, `${name}-list-${run + 1}`));
      }
    }
    // (c) the same turns, without Lighthouse: the list as the browser paints it.
    const paints: Record<string, PaintFigures> = {};
    for (let run = 0; run < PAINT_RUNS; run += 1) {
      for (const [name, origin] of Object.entries(serves)) {
        const session = bytes[name]?.session;
        if (!session) throw new Error(`no session for ${name}`);
        const context = await browser.newContext({ baseURL: origin });
        try {
          const { fcp, firstRow } = await paintOnce(context, session.origins);
          const mine = paints[name] ?? { fcp: [], firstRow: [] };
          paints[name] = mine;
          mine.fcp.push(fcp);
          mine.firstRow.push(firstRow);
        } finally {
          await context.close();
        }
      }
    }
    for (const [name, { fcp, firstRow }] of Object.entries(paints))
      console.log(name, 'paint', JSON.stringify({ fcp: median(fcp), firstRow: median(firstRow) }));
    const lh = Object.fromEntries(
      Object.entries(figures).map(([name, { signIn, list }]) => [
        name,
        { signIn: summarise(signIn), list: summarise(list) },
      ]),
    );
    for (const [name, summary] of Object.entries(lh)) console.log(name, JSON.stringify(summary));

    const b = bytes.compressed;
    const u = bytes.uncompressed;
    const base = bytes.baseline;
    const baselineCells = (load: JsLoad | undefined) =>
      base ? ` ${load?.files ?? '-'} | ${kb(load?.gzip ?? Number.NaN)} |` : '';
    const row = (label: string, key: 'signInPage' | 'firstScreen' | 'listPage') => {
      const c = b?.[key];
      if (!c) return '';
      return `| ${label} | ${c.files} | ${kb(c.wire)} | ${kb(u?.[key].wire ?? Number.NaN)} | ${kb(c.gzip)} | ${kb(c.raw)} |${baselineCells(base?.[key])}`;
    };
    const lhRow = (label: string, key: 'signIn' | 'list') => {
      const c = lh.compressed?.[key];
      const p = lh.uncompressed?.[key];
      if (!c || !p) return '';
      const o = lh.baseline?.[key];
      const baselineLh = o ? ` ${o.score} (${o.scores.join(', ')}) | ${ms(o.lcp)} | ${ms(o.tbt)} |` : '';
      return `| ${label} | ${c.score} (${c.scores.join(', ')}) | ${ms(c.lcp)} | ${ms(c.fcp)} | ${ms(c.tbt)} | ${p.score} (${p.scores.join(', ')}) | ${ms(p.lcp)} | ${ms(p.fcp)} |${baselineLh}`;
    };
    const lines = [
      `# Web load, ${new Date().toISOString()}`,
      '',
      `Load average at start ${loadavg()[0]?.toFixed(1)}; Lighthouse runs per page and serve: ${LH_RUNS} (median).`,
      BASELINE_DIST ? `Baseline build: ${BASELINE_DIST}.` : '',
      '',
      '## JavaScript loaded, cold cache',
      '',
      `| page | files | on the wire (br) | on the wire, uncompressed serve | gzip -9 of the same files | raw |${base ? ' baseline build: files | gzip -9 |' : ''}`,
      `|---|---|---|---|---|---|${base ? '---|---|' : ''}`,
      row('sign-in', 'signInPage'),
      row('first signed-in screen (own profile)', 'firstScreen'),
      row('companies list', 'listPage'),
      '',
      b &&
        `Targets: sign-in ≤ 150 KB gzipped: ${mark(b.signInPage.gzip <= TARGETS.signInGzip)}; first signed-in screen ≤ 300 KB: ${mark(b.firstScreen.gzip <= TARGETS.signedInGzip)}.`,
      '',
      '## Lighthouse 12.2.3, desktop preset, performance',
      '',
      `| page | score (runs) | LCP | FCP | TBT | uncompressed: score (runs) | LCP | FCP |${lh.baseline ? ' baseline build: score (runs) | LCP | TBT |' : ''}`,
      `|---|---|---|---|---|---|---|---|${lh.baseline ? '---|---|---|' : ''}`,
      lhRow('sign-in', 'signIn'),
      lhRow('companies list (signed in)', 'list'),
      '',
      `Targets: score ≥ ${TARGETS.score} and LCP < 1 s: sign-in ${mark((lh.compressed?.signIn.score ?? 0) >= TARGETS.score && (lh.compressed?.signIn.lcp ?? 1e9) < TARGETS.lcpMs)}, list ${mark((lh.compressed?.list.score ?? 0) >= TARGETS.score && (lh.compressed?.list.lcp ?? 1e9) < TARGETS.lcpMs)}.`,
      '',
      '## The companies list as painted, cold, with a session (unthrottled, untraced)',
      '',
      `Medians of ${PAINT_RUNS} loads per serve, the serves taking turns.`,
      '',
      '| serve | first contentful paint (its description) | first row of data drawn |',
      '|---|---|---|',
      ...Object.entries(paints).map(
        ([name, { fcp, firstRow }]) => `| ${name} | ${ms(median(fcp))} | ${ms(median(firstRow))} |`,
      ),
      '',
      `Took ${Math.round((Date.now() - started) / 1000)} s.`,
    ];
    const text = lines.filter((line): line is string => typeof line === 'string').join('\n');
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${text}\n`);
    console.log(`\n${text}`);
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
    await baseline?.stop();
  }
}

await main();
