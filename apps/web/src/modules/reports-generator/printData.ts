import type { z } from 'zod';

/** What the PDF service put on the page before it loaded (server `kernel/pdf`). */
declare global {
  interface Window {
    __PRINT_DATA__?: unknown;
    __PRINT_READY__?: boolean;
  }
}

/** The print data, checked against its contract; null when there is none or it is not of that shape. */
export function readPrintData<T>(schema: z.ZodType<T>): T | null {
  const parsed = schema.safeParse(window.__PRINT_DATA__);
  return parsed.success ? parsed.data : null;
}

/**
 * Tells the PDF service the view is drawn: once the fonts are loaded (Arabic shaped with the real font)
 * and after the next frame is painted; not if the view went away meanwhile (`stillShown`).
 */
export async function signalPrintReady(stillShown: () => boolean) {
  await document.fonts?.ready;
  await new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : resolve(),
  );
  if (stillShown()) window.__PRINT_READY__ = true;
}
