import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import ar from './ar.json';
import en from './en.json';

/**
 * The texts of the pickers, tag input, chart and dashboard grid: one namespace that travels with the
 * widgets and is registered on first use, like the password field's.
 */
export const WIDGETS_NS = 'widgets';
export const widgetsResources = { en, ar } as const;

function ensureTexts(i18n: I18n) {
  for (const [language, texts] of Object.entries(widgetsResources)) {
    if (!i18n.hasResourceBundle(language, WIDGETS_NS)) i18n.addResourceBundle(language, WIDGETS_NS, texts);
  }
}

export function useWidgetsTranslation() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  return useTranslation(WIDGETS_NS);
}

/**
 * A rule message of `@atrium/contracts`, shown as written in English and translated through the `messages`
 * namespace. Messages with a number ("You Cannot Select More Than 7 Days") are keyed with `{{n}}` in its
 * place; without such a key the contract's text is shown unchanged.
 */
export function ruleMessage(t: TFunction, message: string): string {
  const number = /\d+/.exec(message)?.[0];
  if (number === undefined) return translateMessage(t, message);
  return t(message.replace(number, '{{n}}'), {
    ns: 'messages',
    keySeparator: false,
    nsSeparator: false,
    n: number,
    defaultValue: message,
  });
}
