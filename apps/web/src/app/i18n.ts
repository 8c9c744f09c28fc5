import type { ResourceLanguage } from 'i18next';
import { createI18n } from '../lib/i18n.ts';
import commonEn from '../ui/i18n/en.json';
import messagesEn from '../ui/i18n/messages/en.json';
import shellEn from './i18n/en.json';
import type { DictionaryImport } from './module.ts';
import { modules } from './modules.ts';
import { installShellNotifications } from './notifications.ts';

const isImport = (dictionary: Record<string, unknown> | DictionaryImport): dictionary is DictionaryImport =>
  typeof dictionary === 'function';

/**
 * The English namespaces in the entry: `common` and `messages` (shared), `shell` (this folder), and those of
 * the modules whose pages show before sign-in (auth, public pages). The others come with the signed-in shell.
 * Arabic comes in its own chunks, fetched when it is chosen.
 */
export const englishResources = {
  common: commonEn,
  messages: messagesEn,
  shell: shellEn,
  ...Object.fromEntries(modules.flatMap(({ id, i18n }) => (isImport(i18n.en) ? [] : [[id, i18n.en]]))),
};

/** The modules whose English is fetched with the signed-in shell. */
const deferredEnglish = modules.flatMap(({ id, i18n }) =>
  isImport(i18n.en) ? [[id, i18n.en] as const] : [],
);

let english: Promise<typeof englishResources> | null = null;

/** Every English namespace: the bundled ones and the fetched ones (fetched once, again after a failure). */
export function loadEnglish(): Promise<typeof englishResources> {
  english ??= Promise.all(
    deferredEnglish.map(async ([id, load]) => [id, (await load()).default] as const),
  ).then(
    (perModule) => ({ ...englishResources, ...Object.fromEntries(perModule) }),
    (error: unknown) => {
      english = null;
      throw error;
    },
  );
  return english;
}

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

export const i18n = createI18n({ en: englishResources }, undefined, { en: loadEnglish, ar: loadArabic });

/**
 * Fetches the modules' namespaces not in the entry (in English, and in Arabic when it is shown): the signed-in
 * shell waits for them (router.tsx), its sidebar lists every module.
 */
export const loadModuleDictionaries = (): Promise<void> =>
  i18n.loadNamespaces(deferredEnglish.map(([id]) => id)).then(() => undefined);

installShellNotifications(i18n);

/** A page opened in Arabic waits for its strings rather than flash English (main.tsx). */
export const i18nReady: Promise<unknown> = i18n.loadLanguages(i18n.language);

// Unit tests switch to Arabic and read it in the same tick; they get every namespace of both up front
// (compiled out of builds).
if (import.meta.env.MODE === 'test')
  await i18nReady.then(loadModuleDictionaries).then(() => i18n.loadLanguages('ar'));
