import { describe, expect, test } from 'vitest';

/**
 * Every translation bundle of the app, registered or carried by a widget (PasswordField, the filter and
 * date widgets...): each English key has its Arabic twin (spec §1, A3 falls back to English only by
 * accident, never by design).
 */
const english = import.meta.glob<Record<string, unknown>>('../../**/i18n/**/en.json', {
  eager: true,
  import: 'default',
});
const arabic = import.meta.glob<Record<string, unknown>>('../../**/i18n/**/ar.json', {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n bundles', () => {
  test('every bundle folder is found (registered namespaces and widget bundles alike)', () => {
    const folders = Object.keys(english);
    expect(folders).toContain('../../ui/PasswordField/i18n/en.json');
    expect(folders).toContain('../../ui/i18n/filters/en.json');
    expect(folders).toContain('../../app/i18n/en.json');
  });

  test.each(Object.keys(english))('STYLE every English key of %s has its Arabic twin', (path) => {
    const twin = arabic[path.replace(/en\.json$/, 'ar.json')];
    expect(twin, `${path} has no ar.json beside it`).toBeDefined();
    const present = new Set(keysOf(twin));
    expect(keysOf(english[path]).filter((key) => !present.has(key))).toEqual([]);
  });
});
