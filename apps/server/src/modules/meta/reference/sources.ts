import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { getCountry, getTimezone, getTimezonesForCountry, type Timezone } from 'countries-and-timezones';
import isoCountries, { type LocaleData } from 'i18n-iso-countries/index.js';

/**
 * The packages the reference data comes from, read once:
 * - country codes and names (en, ar): i18n-iso-countries;
 * - cities: country-state-city (about 150 000 rows, so loaded on first use, not at start);
 * - timezones: countries-and-timezones.
 */

const require = createRequire(import.meta.url);

// The package's main entry registers all ~80 locales; only these two are served.
for (const language of ['en', 'ar'] as const) {
  isoCountries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);
}

/** Alpha-2 code → official name in `language`, for every country of ISO 3166-1. */
export const isoCountryNames = (language: 'en' | 'ar'): Record<string, string> =>
  isoCountries.getNames(language, { select: 'official' });

export interface SourceCity {
  /** 1-based position in the package's city file: stable for a given country-state-city version. */
  id: number;
  name: string;
}

type CityRow = [name: string, countryCode: string, stateCode: string, ...rest: unknown[]];

/** Alpha-2 code → its cities in the package's order. Reads the raw file rather than the library, which
 * keeps both the raw rows and an object copy of each in memory for good. */
export async function loadCitiesByCountry(): Promise<Map<string, SourceCity[]>> {
  const file = require.resolve('country-state-city/lib/assets/city.json');
  const rows = JSON.parse(await readFile(file, 'utf8')) as CityRow[];
  const byCountry = new Map<string, SourceCity[]>();
  rows.forEach(([name, countryCode], index) => {
    const cities = byCountry.get(countryCode);
    if (cities) cities.push({ id: index + 1, name });
    else byCountry.set(countryCode, [{ id: index + 1, name }]);
  });
  return byCountry;
}

export interface SourceTimezone {
  name: string;
  utcOffset: number;
  utcOffsetStr: string;
  dstOffset: number;
  dstOffsetStr: string;
}

/**
 * The country's IANA zones with their offsets. The package's current list names zones merged since
 * tzdb 2022 after the country that owns them (Sweden: Europe/Berlin, Oman: Asia/Dubai); where the
 * country has its own link to such a zone, that familiar name is used instead (Europe/Stockholm,
 * Asia/Muscat). Bouvet Island, Heard Island and Kosovo have none in the package.
 */
export function timezonesOf(code: string): SourceTimezone[] {
  const links = (getCountry(code, { deprecated: true })?.timezones ?? [])
    .map((name) => getTimezone(name))
    .filter((zone): zone is Timezone => zone?.aliasOf != null && /^[A-Z][a-z]+\//.test(zone.name))
    .filter((zone) => zone.countries.length === 1 && zone.countries[0] === code);
  return (getTimezonesForCountry(code) ?? [])
    .map((zone) => {
      const own = zone.countries[0] === code ? zone : (links.find((l) => l.aliasOf === zone.name) ?? zone);
      const { name, utcOffset, utcOffsetStr, dstOffset, dstOffsetStr } = own;
      return { name, utcOffset, utcOffsetStr, dstOffset, dstOffsetStr };
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}
