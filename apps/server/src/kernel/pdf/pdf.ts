import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/**
 * PDFs (bills, reports) are the web app's print views (spec §1: PDF-generator mode, entered with a `cacheKey`)
 * printed by headless Chromium through playwright-core. The data travels with the page, not through the
 * API: it is put on `window.__PRINT_DATA__` before the view loads, and the view sets
 * `window.__PRINT_READY__ = true` once drawn (fonts loaded, Arabic shaped and right to left by the browser).
 * The page may load only what the app itself serves: other requests are aborted.
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

export interface PdfOptions {
  /** Where the web app is served, as Chromium reaches it (this server's own address by default). */
  baseUrl: string;
  executablePath?: string;
  timeoutMs: number;
  /** Pages printed at once; more wait their turn. */
  maxPages?: number;
}

export class PdfUnavailableError extends Error {}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
const launched = new Set<Promise<Browser>>();

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

/** Closes every browser the renderers launched (the server calls it when it closes). */
export async function closePdfBrowsers() {
  const browsers = [...launched];
  launched.clear();
  await Promise.all(browsers.map(async (b) => (await b.catch(() => null))?.close().catch(() => undefined)));
}

export function createPdfRenderer(options: PdfOptions): PdfRenderer {
  let browser: Promise<Browser> | null = null;
  let active = 0;
  const waiting: (() => void)[] = [];
  const maxPages = options.maxPages ?? 2;

  async function getBrowser(): Promise<Browser> {
    if (browser) {
      const current = await browser.catch(() => null);
      if (current?.isConnected()) return current;
    }
    const path = await executable(options.executablePath);
    if (!path)
      throw new PdfUnavailableError(
        'No Chromium found (CHROMIUM_PATH, /usr/bin/chromium, @sparticuz/chromium)',
      );
    const { chromium } = await import('playwright-core');
    const next = chromium.launch({ executablePath: path, headless: true, args: FLAGS });
    launched.add(next);
    browser = next;
    return next;
  }

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (active >= maxPages) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  return {
    available: async () => (await executable(options.executablePath)) !== null,
    render: (input) =>
      turn(async () => {
        const context = await (await getBrowser()).newContext({ locale: input.language });
        try {
          const origin = new URL(options.baseUrl).origin;
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
            {
              timeout: options.timeoutMs,
            },
          );
          return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
        } finally {
          await context.close().catch(() => undefined);
        }
      }),
  };
}
