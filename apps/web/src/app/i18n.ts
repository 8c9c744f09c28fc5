import type { ResourceLanguage } from 'i18next';
import { createI18n } from '../lib/i18n.ts';
import commonEn from '../ui/i18n/en.json';
import messagesEn from '../ui/i18n/messages/en.json';
import { entryModules, loadRegistry, registryIfLoaded } from './entryModules.ts';
import shellEn from './i18n/en.json';
import type { DictionaryImport, WebModule } from './module.ts';
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
  ...Object.fromEntries(entryModules.flatMap(({ id, i18n }) => (isImport(i18n.en) ? [] : [[id, i18n.en]]))),
};

/** The modules whose English is fetched with the signed-in shell (the registry comes with it). */
const deferredEnglish = async () =>
  (await loadRegistry()).flatMap(({ id, i18n }) => (isImport(i18n.en) ? [[id, i18n.en] as const] : []));

/** A fetch made once, and again after a failure. */
function once<T>(fetch: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= fetch().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Every English namespace: the bundled ones and the fetched ones (fetched once, again after a failure). */
export const loadEnglish: () => Promise<typeof englishResources> = once(async () => {
  const perModule = await Promise.all(
    (await deferredEnglish()).map(async ([id, load]) => [id, (await load()).default] as const),
  );
  return { ...englishResources, ...Object.fromEntries(perModule) };
});

const arabicOf = (modules: readonly WebModule[]) =>
  Promise.all(modules.map(async (module) => [module.id, (await module.i18n.ar()).default] as const)).then(
    (perModule) => Object.fromEntries(perModule),
  );

const entryArabic = once(async () => {
  const [common, messages, shell, perModule] = await Promise.all([
    import('../ui/i18n/ar.json'),
    import('../ui/i18n/messages/ar.json'),
    import('./i18n/ar.json'),
    arabicOf(entryModules),
  ]);
  return { common: common.default, messages: messages.default, shell: shell.default, ...perModule };
});

let registryArabic: (() => Promise<ResourceLanguage>) | null = null;

/**
 * Every namespace in Arabic that can be had now: the registry's modules only once the registry is here. A page
 * opened in Arabic waits for its strings at the entry's top level (main.tsx), and the registry's chunk imports
 * the entry's: waiting for the registry there would wait for itself. The shell asks again once it has it.
 */
export function loadArabic(): Promise<ResourceLanguage> {
  const registry = registryIfLoaded();
  if (registry) registryArabic ??= once(() => arabicOf(registry));
  return Promise.all([entryArabic(), registryArabic?.() ?? {}]).then(([entry, modules]) => ({
    ...modules,
    ...entry,
  }));
}

export const i18n = createI18n({ en: englishResources }, undefined, { en: loadEnglish, ar: loadArabic });

/**
 * Fetches the modules' namespaces not in the entry (in English, and in Arabic when it is shown): the signed-in
 * shell waits for them (routeTree.tsx), its sidebar lists every module.
 */
export const loadModuleDictionaries = async (): Promise<void> => {
  await i18n.loadNamespaces((await deferredEnglish()).map(([id]) => id));
};

installShellNotifications(i18n);

/** A page opened in Arabic waits for its strings rather than flash English (main.tsx). */
export const i18nReady: Promise<unknown> = i18n.loadLanguages(i18n.language);

// Unit tests switch to Arabic and read it in the same tick; they get every namespace of both up front
// (compiled out of builds).
if (import.meta.env.MODE === 'test')
  await i18nReady.then(loadModuleDictionaries).then(() => i18n.loadLanguages('ar'));
