import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';

/**
 * PDFs (bills, reports) are the web app's print views (spec §1: PDF-generator mode, entered with a `cacheKey`)
 * printed by headless Chromium through playwright-core. The data travels with the page, not through the
 * API: it is put on `window.__PRINT_DATA__` before the view loads, and the view sets
 * `window.__PRINT_READY__ = true` once drawn (fonts loaded, Arabic shaped and right to left by the browser).
 * The page may load only what the app itself serves: other requests are aborted.
 *
 * One warm Chromium per process (a pool, `sharedPdfPool`): launching one costs seconds, a new context
 * tens of milliseconds. Every job gets its own browser context, so no cookie, storage or cache of one
 * tenant's print is seen by the next. At most `concurrency` jobs run at once (PDF_CONCURRENCY); the
 * others wait in a bounded queue. A browser that disconnects (crashed, killed) is launched again by the
 * next job; a job cut off by the crash is tried once more on the new browser.
 *
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else the binary of the `@sparticuz/chromium` package.
 * Never downloaded. Without one the renderer is unavailable and callers answer accordingly.
 */

export interface PdfRenderInput {
  /** A path of the web app, e.g. `/reports-generator/invoice`. */
  path: string;
  data: unknown;
  language: 'en' | 'ar';
}

export interface PdfRenderer {
  /** Whether a Chromium can be found (launching is left to the first render). */
  available(): Promise<boolean>;
  render(input: PdfRenderInput): Promise<Buffer>;
}

export interface PdfPoolOptions {
  executablePath?: string;
  /** Jobs run at once; more wait their turn. */
  concurrency?: number;
  /** Jobs allowed to wait; one more is refused at once (PdfUnavailableError) instead of piling up. */
  maxQueue?: number;
}

export interface PdfPoolStats {
  active: number;
  queued: number;
  /** The most jobs seen running at once since the pool was made. */
  peakActive: number;
  /** Browsers launched since the pool was made. */
  launches: number;
}

export interface PdfPool {
  available(): Promise<boolean>;
  /** Runs a job in a fresh browser context of the warm browser, when its turn comes. */
  run<T>(locale: string, job: (context: BrowserContext) => Promise<T>): Promise<T>;
  /** Launches the browser now rather than on the first job. */
  warm(): Promise<void>;
  stats(): PdfPoolStats;
  /** The process id of the current browser (null when none runs). */
  browserPid(): Promise<number | null>;
  /** Refuses waiting jobs, lets running ones finish (at most `graceMs`), closes the browser. Reusable after. */
  close(graceMs?: number): Promise<void>;
}

export interface PdfOptions {
  /** Where the web app is served, as Chromium reaches it (this server's own address by default). */
  baseUrl: string;
  executablePath?: string;
  timeoutMs: number;
  /** Pages printed at once by the shared pool (PDF_CONCURRENCY); ignored when `pool` is given. */
  concurrency?: number;
  /** A pool of one's own (tests, the benchmark); the process-wide shared one by default. */
  pool?: PdfPool;
}

export class PdfUnavailableError extends Error {}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
const pools = new Set<PdfPool>();
const shared = new Map<string, PdfPool>();

async function executable(explicit?: string): Promise<string | null> {
  if (explicit) return existsSync(explicit) ? explicit : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const sparticuz = (await import('@sparticuz/chromium')).default;
    return await sparticuz.executablePath();
  } catch {
    return null;
  }
}

/** Launches one Chromium (the pool's, and the benchmark's launch-per-call baseline). */
export async function launchChromium(executablePath?: string): Promise<Browser> {
  const path = await executable(executablePath);
  if (!path)
    throw new PdfUnavailableError(
      'No Chromium found (CHROMIUM_PATH, /usr/bin/chromium, @sparticuz/chromium)',
    );
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: path, headless: true, args: FLAGS });
}

export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const maxQueue = options.maxQueue ?? 100;
  let browser: Promise<Browser> | null = null;
  let active = 0;
  let peakActive = 0;
  let launches = 0;
  let closing = false;
  const waiting: { go: () => void; refuse: (error: Error) => void }[] = [];
  const idle: (() => void)[] = [];

  function launch(): Promise<Browser> {
    launches++;
    const next = launchChromium(options.executablePath).then((b) => {
      // A crashed or killed browser is forgotten; the next job launches another.
      b.on('disconnected', () => {
        if (browser === next) browser = null;
      });
      return b;
    });
    // A failed launch is not cached: the next job tries again.
    next.catch(() => {
      if (browser === next) browser = null;
    });
    browser = next;
    return next;
  }

  async function current(): Promise<Browser> {
    const b = browser ? await browser.catch(() => null) : null;
    if (b?.isConnected()) return b;
    if (browser && b && !b.isConnected()) browser = null;
    return browser ?? launch();
  }

  async function acquire(): Promise<void> {
    if (closing) throw new PdfUnavailableError('The PDF service is closing');
    if (active < concurrency) {
      active++;
      return;
    }
    if (waiting.length >= maxQueue) throw new PdfUnavailableError('Too many PDFs waiting, try again later');
    // `release` hands its slot over to this job, so `active` already counts it.
    await new Promise<void>((go, refuse) => waiting.push({ go, refuse }));
  }

  function release() {
    const next = waiting.shift();
    if (next) return next.go();
    active--;
    if (active === 0) for (const resolve of idle.splice(0)) resolve();
  }

  async function inContext<T>(
    b: Browser,
    locale: string,
    job: (c: BrowserContext) => Promise<T>,
  ): Promise<T> {
    const context = await b.newContext({ locale, serviceWorkers: 'block' });
    try {
      return await job(context);
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  const pool: PdfPool = {
    available: async () => (await executable(options.executablePath)) !== null,
    async run(locale, job) {
      await acquire();
      peakActive = Math.max(peakActive, active);
      try {
        let b: Browser | undefined;
        try {
          b = await current();
          return await inContext(b, locale, job);
        } catch (error) {
          // The browser died under this job (not the job's own fault): once more on a new one.
          if (b && !b.isConnected() && !closing) return await inContext(await current(), locale, job);
          throw error;
        }
      } finally {
        release();
      }
    },
    async warm() {
      await current();
    },
    stats: () => ({ active, queued: waiting.length, peakActive, launches }),
    async browserPid() {
      const b = browser ? await browser.catch(() => null) : null;
      if (!b?.isConnected()) return null;
      const cdp = await b.newBrowserCDPSession();
      try {
        const info = (await cdp.send('SystemInfo.getProcessInfo')) as {
          processInfo: { type: string; id: number }[];
        };
        return info.processInfo.find((p) => p.type === 'browser')?.id ?? null;
      } finally {
        await cdp.detach().catch(() => undefined);
      }
    },
    async close(graceMs = 5_000) {
      closing = true;
      for (const w of waiting.splice(0)) w.refuse(new PdfUnavailableError('The PDF service is closing'));
      if (active > 0) {
        await new Promise<void>((resolve) => {
          idle.push(resolve);
          setTimeout(resolve, graceMs).unref();
        });
      }
      const b = browser;
      browser = null;
      await (await b?.catch(() => null))?.close().catch(() => undefined);
      closing = false;
    },
  };
  pools.add(pool);
  return pool;
}

/** The process-wide pool for one Chromium executable (the first caller's concurrency sets its limit). */
export function sharedPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const key = options.executablePath ?? '';
  let pool = shared.get(key);
  if (!pool) {
    pool = createPdfPool(options);
    shared.set(key, pool);
  }
  return pool;
}

/** Closes every browser the pools launched (the server calls it when it closes). */
export async function closePdfBrowsers() {
  await Promise.all([...pools].map((pool) => pool.close()));
}

export function createPdfRenderer(options: PdfOptions): PdfRenderer {
  const pool =
    options.pool ??
    sharedPdfPool({ executablePath: options.executablePath, concurrency: options.concurrency });
  const origin = new URL(options.baseUrl).origin;
  return {
    available: () => pool.available(),
    render: (input) =>
      pool.run(input.language, async (context) => {
        await context.route('**/*', (route) =>
          new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
        );
        const page = await context.newPage();
        await page.addInitScript((data) => {
          (globalThis as unknown as { __PRINT_DATA__: unknown }).__PRINT_DATA__ = data;
        }, input.data);
        const cacheKey = randomBytes(12).toString('hex');
        const url = new URL(input.path, options.baseUrl);
        url.searchParams.set('cacheKey', cacheKey);
        url.searchParams.set('lang', input.language);
        await page.goto(url.toString(), { timeout: options.timeoutMs });
        await page.waitForFunction(
          () => (globalThis as unknown as { __PRINT_READY__?: boolean }).__PRINT_READY__ === true,
          null,
          { timeout: options.timeoutMs },
        );
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      }),
  };
}
