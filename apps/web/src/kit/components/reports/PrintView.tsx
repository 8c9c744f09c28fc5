import { Alert, Box } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Language } from '../../../lib/languages.ts';
import { usePrintView } from '../../../modules/reports-generator/printData.ts';

interface PrintViewProps<T> {
  /** The contract of the data the server put on the page. */
  schema: z.ZodType<T>;
  /** The application's words (its i18n namespace). */
  namespace: string;
  /** What the page says when the data is missing or not of the contract's shape. */
  missing: (t: TFunction) => { title: string; text?: string };
  children: (data: T, t: TFunction, language: Language) => ReactNode;
}

/**
 * An application's report as the server prints it (`/reports-generator/<report>?cacheKey=…&lang=…`): drawn
 * in the language of the URL once its words are there, a notice without valid data (never ready, so the
 * server records the report as failed), else the application's document.
 */
export function PrintView<T>({ schema, namespace, missing, children }: PrintViewProps<T>) {
  const { data, language, t, ready } = usePrintView(schema, namespace);
  if (!ready) return null;
  if (!data) {
    const { title, text } = missing(t);
    return (
      <Box p="xl">
        <Alert color="red" title={title}>
          {text}
        </Alert>
      </Box>
    );
  }
  return children(data, t, language);
}
