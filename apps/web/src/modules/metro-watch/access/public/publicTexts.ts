import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import ar from '../../i18n/access.ar.json';
import en from '../../i18n/access.en.json';

/**
 * The public page's strings travel with it (the module's dictionary comes with the signed-in shell, which a
 * visitor of a link never loads): the `access.public` part of the module's files, as its own namespace.
 */
export const PUBLIC_NS = 'metro-watch-public';
const resources = { en: en.access.public, ar: ar.access.public };

export function registerPublicTexts(i18n: I18n) {
  for (const [language, texts] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, PUBLIC_NS)) i18n.addResourceBundle(language, PUBLIC_NS, texts);
  }
}

export function usePublicTranslation() {
  const { i18n } = useTranslation();
  registerPublicTexts(i18n);
  return useTranslation(PUBLIC_NS);
}
