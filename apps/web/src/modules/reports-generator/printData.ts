import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { isLanguage, type Language } from '../../lib/languages.ts';

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

/**
 * A print view's words in `language` (the report's, not this browser's; nobody's choice changes): `t` speaks
 * `namespace` in that language once its dictionary is there (`ready`); one that is not bundled (Arabic) is
 * fetched first.
 */
export function usePrintLanguage(language: Language, namespace = 'reports-generator') {
  const { i18n } = useTranslation();
  const hasDictionary = () => i18n.hasResourceBundle(language, namespace);
  const [loaded, setLoaded] = useState<Language | null>(hasDictionary() ? language : null);
  useEffect(() => {
    if (loaded === language) return;
    let shown = true;
    void i18n.reloadResources([language], [namespace, 'common']).then(() => {
      if (shown) setLoaded(language);
    });
    return () => {
      shown = false;
    };
  }, [i18n, language, loaded, namespace]);
  const ready = loaded === language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fixed t is taken again once the dictionary is there
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace, ready]);
  return { t, ready };
}

/**
 * A print view's data and language: the data checked against its contract (null when missing or wrong), the
 * language from the URL (the requester's, not this browser's; nobody's choice changes), and the ready signal
 * once drawn. Without valid data the view never signals ready, so the server answers that it cannot print.
 * A language that is not bundled (Arabic) is fetched first: the view is drawn and signalled only in it.
 * `t` speaks `namespace` (an application's print view draws with its own words).
 */
export function usePrintView<T>(schema: z.ZodType<T>, namespace = 'reports-generator') {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const asked = params.get('lang');
  const language: Language = isLanguage(asked) ? asked : isLanguage(i18n.language) ? i18n.language : 'en';
  const { t, ready } = usePrintLanguage(language, namespace);
  const data = useMemo(() => readPrintData(schema), [schema]);
  useEffect(() => {
    if (!data || !ready) return;
    let shown = true;
    void signalPrintReady(() => shown);
    return () => {
      shown = false;
    };
  }, [data, ready]);
  return { data, language, t, ready };
}
