import { useTranslation } from 'react-i18next';
import ar from './ar.json';
import en from './en.json';

/** The namespace of the filter widgets (Add Filter, chips, panel, option list, tag select, amount). */
export const FILTERS_NS = 'filters';
export const filterTexts = { en, ar } as const;

/** The filter widgets' texts travel with them: registered on first use, like PasswordField's. */
export function useFilterTexts() {
  const { i18n } = useTranslation();
  for (const [language, texts] of Object.entries(filterTexts)) {
    if (!i18n.hasResourceBundle(language, FILTERS_NS)) i18n.addResourceBundle(language, FILTERS_NS, texts);
  }
  return useTranslation(FILTERS_NS);
}
