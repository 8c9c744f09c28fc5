import {
  type BackendModule,
  createInstance,
  type i18n as I18n,
  type Resource,
  type ResourceLanguage,
  type TFunction,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, LANGUAGES, type Language } from './languages.ts';
import { storage } from './storage.ts';

/**
 * i18next with English and Arabic (spec §1, A3): missing Arabic strings fall back to English,
 * Arabic turns the document right-to-left, the choice is kept in storage.
 */

export function initialLanguage(): Language {
  const stored = storage.get('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Sets `lang` and `dir` on <html> so the whole layout flips. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Fetches the namespaces of a language that are not bundled: at least `namespace`, the one i18next asks for. */
export type LanguageLoader = (namespace: string) => Promise<ResourceLanguage>;

/**
 * Serves i18next the namespaces that are not bundled, from their language's loader: i18next asks when the
 * language is first chosen (and switches once they are there, until then the page stays as it was) and when a
 * namespace is first needed.
 */
function loaderBackend(loaders: Partial<Record<Language, LanguageLoader>>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = isLanguage(language) ? loaders[language] : undefined;
      if (!load) return callback(null, {});
      load(namespace).then(
        (namespaces) => callback(null, namespaces[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * A ready (synchronously initialised) i18next instance over bundled resources; the languages given in
 * `loaders` are fetched on demand instead.
 */
export function createI18n(
  resources: Resource,
  language: Language = initialLanguage(),
  loaders: Partial<Record<Language, LanguageLoader>> = {},
): I18n {
  const instance = createInstance();
  const onDemand = Object.keys(loaders).length > 0;
  if (onDemand) instance.use(loaderBackend(loaders));
  instance.use(initReactI18next).init({
    resources,
    partialBundledLanguages: onDemand,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    showSupportNotice: false,
  });
  instance.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    // A4: a page shown in English for lack of Arabic does not change the user's choice.
    if (!overrides.has(instance)) storage.set('language', lng);
    applyDocumentLanguage(lng);
  });
  applyDocumentLanguage(language);
  return instance;
}

const overrides = new WeakMap<I18n, Language>();
let shownOverride: Language | null = null;

/** A4: the language an English-only page is shown in, null otherwise; the API client asks the server in it. */
export const languageOverride = (): Language | null => shownOverride;

/**
 * react-i18next's `useTranslation` hands out a copy of the instance (`__original` points at it); changing
 * the language through the copy would leave the instance itself behind, so these helpers use the original.
 */
const rootOf = (instance: I18n): I18n => (instance as I18n & { __original?: I18n }).__original ?? instance;

/**
 * A4: shows the app in `language` without storing it as the user's choice (pages without Arabic: defcon,
 * anpr, rodent); `null` goes back to the stored choice.
 */
export function setLanguageOverride(given: I18n, language: Language | null): void {
  const instance = rootOf(given);
  shownOverride = language;
  if (language) {
    overrides.set(instance, language);
    if (instance.language !== language) void instance.changeLanguage(language);
    return;
  }
  if (!overrides.has(instance)) return;
  overrides.delete(instance);
  const chosen = initialLanguage();
  if (instance.language !== chosen) void instance.changeLanguage(chosen);
}

export const isLanguageOverridden = (instance: I18n) => overrides.has(rootOf(instance));

/** The language menu's choice: stored, and shown unless the page is English-only (A4). */
export function chooseLanguage(given: I18n, language: Language): void {
  const instance = rootOf(given);
  storage.set('language', language);
  if (!overrides.has(instance)) void instance.changeLanguage(language);
}

export const currentLanguage = (instance: I18n): Language =>
  isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;

/**
 * Translates a message written in English by the contract or the server ("Required") through the
 * `messages` namespace, whose keys are the English texts themselves; unknown texts pass through.
 */
export const translateMessage = (t: TFunction, message: string): string =>
  t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
