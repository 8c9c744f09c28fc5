import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDateLocale } from '../lib/dates.ts';
import { applyDocumentLanguage, currentLanguage } from '../lib/i18n.ts';
import { directionOf } from '../lib/languages.ts';

/** Keeps Mantine's direction, <html dir/lang> and dayjs's locale in step with the language (Arabic: RTL). */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { setDirection } = useDirection();
  useEffect(() => {
    applyDocumentLanguage(language);
    applyDateLocale(language);
    setDirection(directionOf(language));
  }, [language, setDirection]);
  return null;
}
