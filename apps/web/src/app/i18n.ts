import type { ResourceLanguage } from 'i18next';
import { createI18n } from '../lib/i18n.ts';
import type { Language } from '../lib/languages.ts';
import commonEn from '../ui/i18n/en.json';
import messagesEn from '../ui/i18n/messages/en.json';
import { entryModules } from './entryModules.ts';
import shellEn from './i18n/en.json';
import type { DictionaryImport, WebModule } from './module.ts';
import { installShellNotifications } from './notifications.ts';

const isImport = (dictionary: Record<string, unknown> | DictionaryImport): dictionary is DictionaryImport =>
  typeof dictionary === 'function';

/** Every module (the registry): it comes with the signed-in shell, not in the entry. */
const registry = (): Promise<readonly WebModule[]> => import('./modules.ts').then(({ modules }) => modules);

/**
 * The English namespaces in the entry: `common` and `messages` (shared), `shell` (this folder), and those of
 * the modules whose pages show before sign-in (auth, public pages). The others come with the signed-in shell.
 */
export const englishResources = {
  common: commonEn,
  messages: messagesEn,
  shell: shellEn,
  ...Object.fromEntries(entryModules.flatMap(({ id, i18n }) => (isImport(i18n.en) ? [] : [[id, i18n.en]]))),
};

const sharedArabic: Record<string, DictionaryImport> = {
  common: () => import('../ui/i18n/ar.json'),
  messages: () => import('../ui/i18n/messages/ar.json'),
  shell: () => import('./i18n/ar.json'),
};

/**
 * One namespace in one language, fetched on demand: a module of the entry's without the registry, any other
 * with it (so a public page in Arabic loads no signed-in route).
 */
async function dictionary(language: Language, namespace: string): Promise<Record<string, unknown>> {
  const shared = language === 'ar' ? sharedArabic[namespace] : undefined;
  if (shared) return (await shared()).default;
  const module =
    entryModules.find(({ id }) => id === namespace) ?? (await registry()).find(({ id }) => id === namespace);
  const source = module?.i18n[language];
  if (!source) return {};
  return isImport(source) ? (await source()).default : source;
}

/** Every namespace of a language, the modules' included (the unit tests' resources). */
async function everyNamespace(language: Language): Promise<ResourceLanguage> {
  const ids = [
    ...(language === 'ar' ? Object.keys(sharedArabic) : []),
    ...(await registry()).map(({ id }) => id),
  ];
  const entries = await Promise.all(ids.map(async (id) => [id, await dictionary(language, id)] as const));
  return { ...(language === 'en' ? englishResources : {}), ...Object.fromEntries(entries) };
}

export const loadEnglish = () => everyNamespace('en') as Promise<typeof englishResources>;
export const loadArabic = () => everyNamespace('ar');

export const i18n = createI18n({ en: englishResources }, undefined, {
  en: async (namespace) => ({ [namespace]: await dictionary('en', namespace) }),
  ar: async (namespace) => ({ [namespace]: await dictionary('ar', namespace) }),
});

/**
 * Fetches the modules' namespaces not in the entry (in English, and in Arabic when it is shown): the signed-in
 * shell waits for them (routeTree.tsx), its sidebar lists every module.
 */
export const loadModuleDictionaries = async (): Promise<void> => {
  await i18n.loadNamespaces((await registry()).map(({ id }) => id));
};

installShellNotifications(i18n);

/** A page opened in Arabic waits for its strings rather than flash English (main.tsx). */
export const i18nReady: Promise<unknown> = i18n.loadLanguages(i18n.language);

// Unit tests switch to Arabic and read it in the same tick; they get every namespace of both up front
// (compiled out of builds).
if (import.meta.env.MODE === 'test')
  await i18nReady.then(loadModuleDictionaries).then(() => i18n.loadLanguages('ar'));
