import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resources } from '../../testing/i18nResources.ts';
import { applyDateLocale, datesSettings } from '../dates.ts';
import { chooseLanguage, createI18n, setLanguageOverride } from '../i18n.ts';
import { readRuntimeFlags } from '../runtime.ts';
import { pruneStorage, storage, storageKey } from '../storage.ts';
import { clearTableFilters, loadTableFilters, saveTableFilters } from '../tableFilters.ts';

describe('[CORE][STORAGE] session storage entries and saved table filters', () => {
  beforeEach(() => sessionStorage.clear());

  test('A61 the secondary token pair is kept in session storage, with versioned keys', () => {
    storage.set('secondaryAccessToken', 'a2');
    storage.set('secondaryRefreshToken', 'r2');
    expect(sessionStorage.getItem(storageKey('secondaryAccessToken'))).toBe('"a2"');
    expect(storageKey('secondaryRefreshToken')).toBe('atrium.secondaryRefreshToken.v1');
    expect(localStorage.length).toBe(0);
  });

  test('A60 previous-version keys are pruned in session storage too', () => {
    sessionStorage.setItem('atrium.secondaryAccessToken.v0', '"old"');
    storage.set('secondaryAccessToken', 'new');
    expect(pruneStorage()).toContain('atrium.secondaryAccessToken.v0');
    expect(storage.get('secondaryAccessToken')).toBe('new');
  });

  test('A62 table filters are saved per user and customer under APP_TABLE in session storage', () => {
    const mine = { userId: 1, customerId: 31 };
    saveTableFilters(mine, 'swam_devices_list', { status: 'online', name: '' });
    saveTableFilters({ userId: 1, customerId: null }, 'swam_devices_list', { status: 'offline' });
    saveTableFilters({ userId: 2, customerId: 31 }, 'swam_devices_list', { status: 'any' });
    expect(loadTableFilters(mine, 'swam_devices_list')).toEqual({ status: 'online' }); // R95: '' dropped
    expect(loadTableFilters({ userId: 1, customerId: null }, 'swam_devices_list')).toEqual({
      status: 'offline',
    });
    expect(loadTableFilters({ userId: 2, customerId: 31 }, 'swam_devices_list')).toEqual({ status: 'any' });
    expect(loadTableFilters(mine, 'swam_alarms_list')).toBeNull();
    expect(sessionStorage.getItem('atrium.APP_TABLE.v1')).toContain('"31"');

    clearTableFilters(mine, 'swam_devices_list');
    expect(loadTableFilters(mine, 'swam_devices_list')).toBeNull();
    expect(loadTableFilters({ userId: 2, customerId: 31 }, 'swam_devices_list')).toEqual({ status: 'any' });
    clearTableFilters();
    expect(sessionStorage.length).toBe(0);
  });

  test('R94 a table key must be app_module_table', () => {
    expect(() => saveTableFilters({ userId: 1, customerId: null }, 'devices', {})).toThrow(
      /app_module_table/,
    );
    expect(() => loadTableFilters({ userId: 1, customerId: null }, 'a__b')).toThrow();
  });
});

describe('[CORE][RUNTIME] flags read at start', () => {
  beforeEach(() => sessionStorage.clear());

  test('A6 a cacheKey query parameter turns on PDF-generator mode', () => {
    expect(readRuntimeFlags('http://x/reports/invoice?cacheKey=abc', false).pdfMode).toBe(true);
    expect(readRuntimeFlags('http://x/reports/invoice', false).pdfMode).toBe(false);
  });

  test('A41 dev mode: a dev build, or ?dev once in the tab (kept until ?dev=0)', () => {
    expect(readRuntimeFlags('http://x/', true).devMode).toBe(true);
    expect(readRuntimeFlags('http://x/', false).devMode).toBe(false);
    expect(readRuntimeFlags('http://x/?dev', false).devMode).toBe(true);
    expect(readRuntimeFlags('http://x/core', false).devMode).toBe(true);
    expect(readRuntimeFlags('http://x/?dev=0', false).devMode).toBe(false);
    expect(readRuntimeFlags('http://x/core', false).devMode).toBe(false);
  });
});

describe('[CORE][I18N] dates and English-only pages', () => {
  afterEach(() => applyDateLocale('en'));

  test('R195 the week starts on Saturday in English and Arabic', () => {
    applyDateLocale('en');
    expect(dayjs('2025-01-08').startOf('week').format('YYYY-MM-DD dddd')).toBe('2025-01-04 Saturday');
    applyDateLocale('ar');
    expect(dayjs('2025-01-08').startOf('week').day()).toBe(6);
    expect(datesSettings('ar')).toEqual({ locale: 'ar', firstDayOfWeek: 6 });
  });

  test('A4 an English-only page shows English LTR without changing the stored choice, then Arabic comes back', async () => {
    const i18n = createI18n(resources, 'ar');
    storage.set('language', 'ar');
    setLanguageOverride(i18n, 'en');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(storage.get('language')).toBe('ar');

    chooseLanguage(i18n, 'ar'); // choosing on such a page is remembered for later
    expect(i18n.language).toBe('en');

    setLanguageOverride(i18n, null);
    await Promise.resolve();
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
