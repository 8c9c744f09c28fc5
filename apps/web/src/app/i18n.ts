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
 * the modules whose pages show before sign-in (auth, public pages). The others are fetched one by one, when a
 * page needs them or the sidebar lists them. Arabic comes in its own chunks, fetched when it is chosen.
 */
export const englishResources = {
  common: commonEn,
  messages: messagesEn,
  shell: shellEn,
  ...Object.fromEntries(entryModules.flatMap(({ id, i18n }) => (isImport(i18n.en) ? [] : [[id, i18n.en]]))),
};

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

const englishFetches = new Map<string, () => Promise<Record<string, unknown>>>();

/**
 * The English of one module outside the entry, fetched on its own the first time a page of it (or of a module
 * that uses it) opens, or the sidebar lists it; undefined for a namespace that is bundled or no module's.
 */
async function moduleEnglish(namespace: string): Promise<Record<string, unknown> | undefined> {
  const module = (await loadRegistry()).find(({ id }) => id === namespace);
  if (!module || !isImport(module.i18n.en)) return undefined;
  const load = module.i18n.en;
  let fetch = englishFetches.get(namespace);
  if (!fetch) {
    fetch = once(async () => (await load()).default);
    englishFetches.set(namespace, fetch);
  }
  return fetch();
}

/** The namespaces of the modules whose English is not in the entry. */
const deferredNamespaces = async () =>
  (await loadRegistry()).filter(({ i18n }) => isImport(i18n.en)).map(({ id }) => id);

/** Every English namespace, the bundled ones and every module's (tests build their own instances from it). */
export const loadEnglish: () => Promise<typeof englishResources> = once(async () => {
  const perModule = await Promise.all(
    (await deferredNamespaces()).map(async (id) => [id, await moduleEnglish(id)] as const),
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

/** English for i18next: the module namespace it asks for (the others are bundled). */
const englishLoader = async (namespace: string): Promise<ResourceLanguage> => {
  const dictionary = await moduleEnglish(namespace);
  return dictionary ? { [namespace]: dictionary } : {};
};

export const i18n = createI18n({ en: englishResources }, undefined, { en: englishLoader, ar: loadArabic });

/**
 * Every module's namespaces not in the entry (in English, and in Arabic when it is shown): what the sidebar
 * lists. The shell asks for them once its first screen has painted; a page asks for its own (`loadNamespaces`).
 */
let moduleDictionariesLoaded = false;
export const loadModuleDictionaries = async (): Promise<void> => {
  await i18n.loadNamespaces(await deferredNamespaces());
  moduleDictionariesLoaded = true;
};
export const haveModuleDictionaries = (): boolean => moduleDictionariesLoaded;

/**
 * The namespaces a page shows, before it renders. The English is fetched here first, so a failed fetch fails
 * the route (its error page offers the refresh a new deployment needs) instead of showing keys.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await Promise.all(namespaces.map(moduleEnglish));
  await i18n.loadNamespaces([...namespaces]);
}

installShellNotifications(i18n);

/** A page opened in Arabic waits for its strings rather than flash English (main.tsx). */
export const i18nReady: Promise<unknown> = i18n.loadLanguages(i18n.language);

// Unit tests switch to Arabic and read it in the same tick; they get every namespace of both up front
// (compiled out of builds).
if (import.meta.env.MODE === 'test')
  await i18nReady.then(loadModuleDictionaries).then(() => i18n.loadLanguages('ar'));
