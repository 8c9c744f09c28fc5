import { z } from 'zod';
import { defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';

/** Reference data of spec §3 "Country" and the constants of spec §9, public so sign-up forms can use them. */

/** United Arab Emirates (spec §9, R200). */
export const DEFAULT_COUNTRY_ID = 233;
export const DEFAULT_CITY = 'Dubai';
/** Saturday (R195). */
export const WEEK_STARTS_ON = 6;
/** Input masks (R193) and display formats (R194), in dayjs tokens. */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY/MM/DD HH:mm',
  time: 'HH:mm',
  displayDate: 'DD/MM/YYYY',
  displayDateTime: 'DD/MM/YYYY HH:mm',
  displayTime: 'h:mm A',
} as const;

export const country = z.object({
  id: z.number().int(),
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  /** The name in the request's language. */
  name: z.string(),
  localizedNames: z.object({ en: z.string(), ar: z.string() }),
});
export type Country = z.infer<typeof country>;

export const timezone = z.object({
  /** IANA name, e.g. `Asia/Dubai`. */
  name: z.string(),
  /** Standard offset from UTC in minutes, and as `±HH:MM`. */
  utcOffset: z.number().int(),
  utcOffsetStr: z.string(),
  /** Offset during daylight saving time (equal to the standard one where there is none). */
  dstOffset: z.number().int(),
  dstOffsetStr: z.string(),
});
export type Timezone = z.infer<typeof timezone>;

export const countryWithTimezones = country.extend({ timezones: z.array(timezone).optional() });
export type CountryWithTimezones = z.infer<typeof countryWithTimezones>;

export const city = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof city>;

export const referenceMeta = z.object({
  defaultCountryId: z.number().int(),
  defaultCity: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekStartsOn: z.number().int().min(0).max(6),
  languages: z.array(z.enum(['en', 'ar'])),
  dateFormats: z.object({
    date: z.string(),
    dateTime: z.string(),
    time: z.string(),
    displayDate: z.string(),
    displayDateTime: z.string(),
    displayTime: z.string(),
  }),
});
export type ReferenceMeta = z.infer<typeof referenceMeta>;

const countryIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a number')
    .transform(Number),
});

// The reference lists are short and complete, so they take no paging parameters; `totalRecords` keeps the
// shape of every other list.

export const listCountries = defineEndpoint({
  method: 'GET',
  path: '/country',
  summary: 'Every country, sorted by its name in the request language',
  tags: ['meta'],
  access: publicAccess,
  schemas: { response: { 200: paged(country) } },
});

export const listCities = defineEndpoint({
  method: 'GET',
  path: '/country/:id/city',
  summary: "A country's cities, sorted by name",
  tags: ['meta'],
  access: publicAccess,
  schemas: { params: countryIdParams, response: { 200: paged(city), 404: errorBody, 418: fieldErrors } },
});

export const listCountryTimezones = defineEndpoint({
  method: 'GET',
  path: '/country/timezone',
  summary: 'Every country, with its IANA timezones when withTimezones=true',
  tags: ['meta'],
  access: publicAccess,
  schemas: {
    querystring: z.object({ withTimezones: z.enum(['true', 'false']).default('false') }),
    response: { 200: paged(countryWithTimezones) },
  },
});

export const getMeta = defineEndpoint({
  method: 'GET',
  path: '/meta',
  summary: 'Defaults the web app needs at start: country, city, week start, languages, date formats',
  tags: ['meta'],
  access: publicAccess,
  schemas: { response: { 200: z.object({ data: referenceMeta }) } },
});
