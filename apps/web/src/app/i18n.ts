import type { ResourceLanguage } from 'i18next';
import { createI18n } from '../lib/i18n.ts';
import commonEn from '../ui/i18n/en.json';
import messagesEn from '../ui/i18n/messages/en.json';
import shellEn from './i18n/en.json';
import { modules } from './modules.ts';
import { installShellNotifications } from './notifications.ts';

/**
 * Every namespace in English: `common` and `messages` (shared), `shell` (this folder), then one per module
 * (its id). English is bundled; Arabic comes in its own chunks, fetched when it is chosen.
 */
export const englishResources = {
  common: commonEn,
  messages: messagesEn,
  shell: shellEn,
  ...Object.fromEntries(modules.map((module) => [module.id, module.i18n.en])),
};

let arabic: Promise<ResourceLanguage> | null = null;

/** Every namespace in Arabic, fetched once (a failed fetch is tried again next time). */
export function loadArabic(): Promise<ResourceLanguage> {
  arabic ??= Promise.all([
    import('../ui/i18n/ar.json'),
    import('../ui/i18n/messages/ar.json'),
    import('./i18n/ar.json'),
    Promise.all(modules.map(async (module) => [module.id, (await module.i18n.ar()).default] as const)),
  ]).then(
    ([common, messages, shell, perModule]) => ({
      common: common.default,
      messages: messages.default,
      shell: shell.default,
      ...Object.fromEntries(perModule),
    }),
    (error: unknown) => {
      arabic = null;
      throw error;
    },
  );
  return arabic;
}

export const i18n = createI18n({ en: englishResources }, undefined, { ar: loadArabic });
installShellNotifications(i18n);

/** A page opened in Arabic waits for its strings rather than flash English (main.tsx). */
export const i18nReady: Promise<unknown> = i18n.loadLanguages(i18n.language);

// Unit tests switch to Arabic and read it in the same tick; they get it up front (compiled out of builds).
if (import.meta.env.MODE === 'test') await i18nReady.then(() => i18n.loadLanguages('ar'));
