import { meta, type Paged } from '@atrium/contracts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import countryIds from './reference/country-ids.json' with { type: 'json' };
import { isoCountryNames, loadCitiesByCountry, type SourceCity, timezonesOf } from './reference/sources.ts';

/**
 * Countries, cities, timezones and the §9 defaults. Static reference data: read from the packages once
 * per process and kept in memory, each reply built once (per language where names are localised).
 *
 * A country's id comes from the frozen table `reference/country-ids.json` (United Arab Emirates = 233);
 * `reference/generate-country-ids.ts` documents the rule and is the only way to change the table.
 */

type Language = RequestContext['language'];
type CountryRecord = Omit<meta.Country, 'name'>;

const IDS: Readonly<Record<string, number>> = countryIds;
const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

let records: { list: CountryRecord[]; byId: Map<number, CountryRecord> } | undefined;

function countryRecords() {
  if (records) return records;
  const en = isoCountryNames('en');
  const ar = isoCountryNames('ar');
  const list = Object.entries(en).map(([code, name]): CountryRecord => {
    const id = IDS[code];
    if (id === undefined) {
      throw new Error(`Country ${code} has no id: run meta/reference/generate-country-ids.ts`);
    }
    return { id, code, localizedNames: { en: name, ar: ar[code] ?? name } };
  });
  records = { list, byId: new Map(list.map((record) => [record.id, record])) };
  return records;
}

const memo = <K, V>(build: (key: K) => V) => {
  const cache = new Map<K, V>();
  return (key: K): V => {
    if (!cache.has(key)) cache.set(key, build(key));
    return cache.get(key) as V;
  };
};

const paged = <T>(data: T[]): Paged<T> => ({ data, totalRecords: data.length });

const countriesIn = memo((language: Language): Paged<meta.Country> => {
  const collator = new Intl.Collator(language);
  const list = countryRecords().list.map((record) => ({ ...record, name: record.localizedNames[language] }));
  return paged(list.sort((a, b) => collator.compare(a.name, b.name)));
});

const countriesWithTimezonesIn = memo(
  (language: Language): Paged<meta.CountryWithTimezones> =>
    paged(
      countriesIn(language).data.map((country) => ({ ...country, timezones: timezonesOf(country.code) })),
    ),
);

let citiesByCountry: Promise<Map<string, SourceCity[]>> | undefined;

function loadCities() {
  citiesByCountry ??= loadCitiesByCountry().catch((error: unknown) => {
    citiesByCountry = undefined; // let the next request try again
    throw error;
  });
  return citiesByCountry;
}

const cityCollator = new Intl.Collator('en');
const sortedCities = new Map<string, Paged<meta.City>>();

export function createMetaService() {
  return {
    listCountries: (ctx: RequestContext) => countriesIn(ctx.language),

    listCountryTimezones: (ctx: RequestContext, withTimezones: boolean) =>
      withTimezones ? countriesWithTimezonesIn(ctx.language) : countriesIn(ctx.language),

    /** City names exist in English only, so the order does not depend on the language. */
    async listCities(_ctx: RequestContext, countryId: number): Promise<Paged<meta.City>> {
      const country = countryRecords().byId.get(countryId);
      if (!country) throw notFound('Country');
      let reply = sortedCities.get(country.code);
      if (!reply) {
        const cities = [...((await loadCities()).get(country.code) ?? [])];
        reply = paged(cities.sort((a, b) => cityCollator.compare(a.name, b.name) || a.id - b.id));
        sortedCities.set(country.code, reply);
      }
      return reply;
    },

    referenceMeta: (): meta.ReferenceMeta => ({
      defaultCountryId: meta.DEFAULT_COUNTRY_ID,
      defaultCity: meta.DEFAULT_CITY,
      weekStartsOn: meta.WEEK_STARTS_ON,
      languages: [...LANGUAGES],
      dateFormats: { ...meta.DATE_FORMATS },
    }),
  };
}

export type MetaService = ReturnType<typeof createMetaService>;
