import { loadArabic, loadEnglish } from '../app/i18n.ts';

/**
 * Both dictionaries as plain resources, every namespace (those fetched with the shell too), for tests that
 * build their own i18next instance. Arabic has every English key, hence its type (lib/__tests__/i18n.test.ts).
 */
const en = await loadEnglish();

export const resources = { en, ar: (await loadArabic()) as typeof en };
