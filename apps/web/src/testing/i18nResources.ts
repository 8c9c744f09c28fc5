import { englishResources, loadArabic } from '../app/i18n.ts';

/**
 * Both dictionaries as plain resources, for tests that build their own i18next instance. Arabic has every
 * English key (lib/__tests__/i18n.test.ts), hence its type.
 */
export const resources = {
  en: englishResources,
  ar: (await loadArabic()) as typeof englishResources,
};
