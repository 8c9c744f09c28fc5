import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage, currentLanguage } from '../lib/i18n.ts';
import { directionOf } from '../lib/languages.ts';

/** Keeps Mantine's direction and <html dir/lang> in step with the language (Arabic: right-to-left). */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { setDirection } = useDirection();
  useEffect(() => {
    applyDocumentLanguage(language);
    setDirection(directionOf(language));
  }, [language, setDirection]);
  return null;
}
