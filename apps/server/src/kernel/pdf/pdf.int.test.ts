import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { printViewStub } from '../../test/print-view-stub.ts';
import { closePdfBrowsers, createPdfRenderer, PdfUnavailableError } from './pdf.ts';

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
});
