import { z } from 'zod';
import { INVALID_LATITUDE, INVALID_LONGITUDE, INVALID_PLACE } from './messages.ts';
import { NUMERIC_TEXT_PATTERN, toNumber } from './numbers.ts';

/** A place chosen in the location picker: a plain country code, or a geocoder result's address components. */
export interface PlaceLike {
  countryShortCode?: string;
  address_components?: readonly { short_name: string; types: readonly string[] }[];
}

/** The place's country short code (e.g. 'AE'), upper-cased, or undefined when it has none. */
export function placeCountryCode(place: PlaceLike): string | undefined {
  const code =
    place.countryShortCode ?? place.address_components?.find((c) => c.types.includes('country'))?.short_name;
  return code?.trim() ? code.trim().toUpperCase() : undefined;
}

/**
 * R92: 'Invalid Place' when a country is required and the place is in another one (or in none we can tell);
 * codes compare case-insensitively. Null when the place is acceptable.
 */
export function placeError(place: PlaceLike, requiredCountry?: string | null): string | null {
  if (!requiredCountry?.trim()) return null;
  return placeCountryCode(place) === requiredCountry.trim().toUpperCase() ? null : INVALID_PLACE;
}

/** R93: numeric and within -90..90. */
export const isLatitude = (value: unknown) => {
  const n = toNumber(value);
  return n !== undefined && n >= -90 && n <= 90;
};

/** R93: numeric and within -180..180. */
export const isLongitude = (value: unknown) => {
  const n = toNumber(value);
  return n !== undefined && n >= -180 && n <= 180;
};

const coordinate = (test: (v: unknown) => boolean, message: string, limit: number) =>
  z
    .union([z.number(), z.string()], { error: message })
    .refine(test, message)
    // What the refinement checks, for the API document: minimum and maximum apply to a number, the pattern
    // to text (JSON Schema keywords of one type ignore values of another).
    .meta({ minimum: -limit, maximum: limit, pattern: NUMERIC_TEXT_PATTERN })
    .transform((v) => Number(v));

/** R93: a latitude as a number or numeric text; outputs the number. */
export const latitudeSchema = coordinate(isLatitude, INVALID_LATITUDE, 90);
/** R93: a longitude as a number or numeric text; outputs the number. */
export const longitudeSchema = coordinate(isLongitude, INVALID_LONGITUDE, 180);
/** R93: a point { lat, lng }. */
export const latLngSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });
