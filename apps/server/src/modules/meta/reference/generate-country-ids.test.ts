import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import table from './country-ids.json' with { type: 'json' };
import { assignCountryIds } from './generate-country-ids.ts';
import { isoCountryNames } from './sources.ts';

const isoVersion = (createRequire(import.meta.url)('i18n-iso-countries/package.json') as { version: string })
  .version;
const ids: Record<string, number> = table;

describe('[META] country id table', () => {
  test('R200 United Arab Emirates is 233; every country of the package has exactly one id', () => {
    expect(ids.AE).toBe(233);
    expect(Object.keys(ids).sort()).toEqual(Object.keys(isoCountryNames('en')).sort());
    expect(new Set(Object.values(ids)).size).toBe(Object.keys(ids).length);
  });

  test('regenerating with the installed package changes nothing', () => {
    expect(assignCountryIds(ids, isoCountryNames('en'))).toEqual(ids);
  });

  test.runIf(isoVersion === '7.14.0')(
    'the table is the rule applied to i18n-iso-countries 7.14.0: English names by code units',
    () => {
      expect(assignCountryIds({}, isoCountryNames('en'))).toEqual(ids);
    },
  );

  test('a new code is numbered after the highest id; existing and dropped codes keep theirs', () => {
    const next = assignCountryIds({ AA: 1, BB: 7 }, { BB: 'Beta', ZZ: 'Zeta', YY: 'Ypsilon', XX: 'Åland' });
    expect(next).toEqual({ AA: 1, BB: 7, YY: 8, ZZ: 9, XX: 10 });
  });
});
