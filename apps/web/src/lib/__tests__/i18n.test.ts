import { afterEach, describe, expect, test } from 'vitest';
import { resources } from '../../testing/i18nResources.ts';
import { createI18n, translateMessage } from '../i18n.ts';
import { storage } from '../storage.ts';

/** Every key path of a nested translation object, e.g. `signIn.email`. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n', () => {
  afterEach(() => {
    document.documentElement.dir = '';
    document.documentElement.lang = '';
  });

  test.each(Object.keys(resources.en))('STYLE every English key of namespace "%s" exists in Arabic', (ns) => {
    const en = keysOf(resources.en[ns as keyof typeof resources.en]);
    const ar = new Set(keysOf(resources.ar[ns as keyof typeof resources.ar]));
    expect(en.length).toBeGreaterThan(0);
    expect(en.filter((key) => !ar.has(key))).toEqual([]);
  });

  test('A3 a string missing in Arabic falls back to English', () => {
    const i18n = createI18n(
      { en: { common: { hello: 'Hello', bye: 'Bye' } }, ar: { common: { hello: 'مرحبا' } } },
      'ar',
    );
    expect(i18n.t('hello')).toBe('مرحبا');
    expect(i18n.t('bye')).toBe('Bye');
  });

  test('a language given as a loader is fetched once, when chosen; until then the page stays in English', async () => {
    let fetches = 0;
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const i18n = createI18n({ en: { common: { hello: 'Hello' } } }, 'en', {
      ar: async () => {
        fetches += 1;
        await arrived;
        return { common: { hello: 'مرحبا' } };
      },
    });
    expect(fetches).toBe(0);
    const switching = i18n.changeLanguage('ar');
    expect(i18n.t('hello')).toBe('Hello');
    arrive();
    await switching;
    expect(i18n.language).toBe('ar');
    expect(i18n.t('hello')).toBe('مرحبا');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('ar');
    expect(fetches).toBe(1);
  });

  test('A3 Arabic is right-to-left, English left-to-right, and the choice is stored', async () => {
    const i18n = createI18n(resources, 'en');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(storage.get('language')).toBe('ar');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  test('the stored language is used on start', () => {
    storage.set('language', 'ar');
    expect(createI18n(resources).language).toBe('ar');
  });

  test('contract and server messages are translated by their English text, unknown ones pass through', () => {
    const i18n = createI18n(resources, 'ar');
    expect(translateMessage(i18n.t, 'Required')).toBe('مطلوب');
    expect(translateMessage(i18n.t, 'Something new: with. separators')).toBe(
      'Something new: with. separators',
    );
  });
});
