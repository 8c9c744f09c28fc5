import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { printViewStub } from '../../test/print-view-stub.ts';
import { closePdfBrowsers, createPdfPool, createPdfRenderer, PdfUnavailableError } from './pdf.ts';

let stub: Awaited<ReturnType<typeof printViewStub>>;
beforeAll(async () => {
  stub = await printViewStub();
});
afterAll(async () => {
  await closePdfBrowsers();
  await stub.close();
});

describe('[KERNEL][PDF] print views printed by headless Chromium', () => {
  test('A6 the view gets its data and a cacheKey, draws, says ready, and comes back as a PDF', async () => {
    const pdf = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 20_000 });
    expect(await pdf.available()).toBe(true);
    const file = await pdf.render({
      path: '/ready',
      data: { number: 'INV-000042', totalCents: 1234 },
      language: 'ar',
    });
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(1000);
    const report = stub.seen.at(-1);
    expect(report?.get('lang')).toBe('ar');
    expect(report?.get('key')).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.parse(report?.get('data') ?? '{}')).toEqual({ number: 'INV-000042', totalCents: 1234 });
  });

  test('the page reaches nothing outside the app', async () => {
    const pdf = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 20_000 });
    await pdf.render({ path: '/external', data: {}, language: 'en' });
    expect(stub.seen.at(-1)?.get('external')).toBe('blocked');
  });

  test('a view that never gets ready fails within the timeout; no Chromium means unavailable', async () => {
    const pdf = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 1_500 });
    await expect(pdf.render({ path: '/never', data: {}, language: 'en' })).rejects.toThrow(/Timeout/);
    const none = createPdfRenderer({
      baseUrl: stub.url,
      executablePath: '/nowhere/chromium',
      timeoutMs: 1_000,
    });
    expect(await none.available()).toBe(false);
    await expect(none.render({ path: '/ready', data: {}, language: 'en' })).rejects.toBeInstanceOf(
      PdfUnavailableError,
    );
  });

  test('concurrent prints queue behind the limit on one warm browser, and all succeed', async () => {
    const pool = createPdfPool({ concurrency: 2 });
    const pdf = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 30_000, pool });
    const files = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        pdf.render({ path: '/slow', data: { number: `N-${i}` }, language: 'en' }),
      ),
    );
    for (const file of files) expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    // Seen from the pages' side: never more than 2 drew at once (each holds its request 300 ms). Whether two
    // pages' 300 ms overlap depends on the machine's load, so the pool's own peak says the limit was reached.
    expect(stub.peakHolding).toBeGreaterThan(0);
    expect(stub.peakHolding).toBeLessThanOrEqual(2);
    expect(pool.stats()).toMatchObject({ active: 0, queued: 0, peakActive: 2, launches: 1 });
    // Each print had its own data: no page saw another's.
    const numbers = stub.seen.slice(-6).map((q) => JSON.parse(q.get('data') ?? '{}').number);
    expect(numbers.sort()).toEqual(['N-0', 'N-1', 'N-2', 'N-3', 'N-4', 'N-5']);
    await pool.close();
  });

  test('a job gets a fresh context: storage set by one print is not seen by the next', async () => {
    const pool = createPdfPool({ concurrency: 1 });
    const pdf = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 20_000, pool });
    await pdf.render({ path: '/storage', data: { number: 'A' }, language: 'en' });
    await pdf.render({ path: '/storage', data: { number: 'B' }, language: 'en' });
    const left = stub.seen.filter((q) => q.has('stored')).map((q) => q.get('stored'));
    expect(left.slice(-2)).toEqual(['none', 'none']);
    await pool.close();
  });

  test('a killed browser is launched again: the next print succeeds', async () => {
    const pool = createPdfPool({ concurrency: 2 });
    const pdf = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 20_000, pool });
    await pdf.render({ path: '/ready', data: {}, language: 'en' });
    const pid = await pool.browserPid();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid as number, 'SIGKILL');
    const file = await pdf.render({ path: '/ready', data: { number: 'after' }, language: 'en' });
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.stats().launches).toBe(2);
    expect(await pool.browserPid()).not.toBe(pid);
    await pool.close();
  });

  test('closing refuses waiting jobs, lets the running one finish, and leaves no browser', async () => {
    const pool = createPdfPool({ concurrency: 1 });
    const pdf = createPdfRenderer({ baseUrl: stub.url, timeoutMs: 20_000, pool });
    const running = pdf.render({ path: '/ready', data: {}, language: 'en' });
    const waiting = pdf.render({ path: '/ready', data: {}, language: 'en' }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.close();
    expect(await waiting).toBeInstanceOf(PdfUnavailableError);
    expect((await running).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pool.browserPid()).toBeNull();
  });
});
