import { describe, expect, test } from 'vitest';
import {
  isLatitude,
  isLongitude,
  latitudeSchema,
  latLngSchema,
  longitudeSchema,
  placeCountryCode,
  placeError,
} from './location.ts';
import { INVALID_LATITUDE, INVALID_LONGITUDE } from './messages.ts';

const dubai = {
  address_components: [
    { short_name: 'Dubai', types: ['locality', 'political'] },
    { short_name: 'AE', types: ['country', 'political'] },
  ],
};

describe('location picker (spec §5)', () => {
  test("R92 'Invalid Place' when the place's country differs from the required short code", () => {
    expect(placeCountryCode(dubai)).toBe('AE');
    expect(placeCountryCode({ countryShortCode: ' sa ' })).toBe('SA');
    expect(placeCountryCode({})).toBeUndefined();
    expect(placeError(dubai, 'AE')).toBeNull();
    expect(placeError(dubai, 'ae')).toBeNull();
    expect(placeError(dubai, 'SA')).toBe('Invalid Place');
    expect(placeError({}, 'SA')).toBe('Invalid Place');
    expect(placeError(dubai)).toBeNull();
    expect(placeError({}, '')).toBeNull();
  });

  test('R93 latitude and longitude must be numeric (lat within ±90, lng within ±180)', () => {
    expect(isLatitude('90')).toBe(true);
    expect(isLatitude(-90)).toBe(true);
    expect(isLatitude(90.0001)).toBe(false);
    expect(isLatitude('abc')).toBe(false);
    expect(isLongitude(-180)).toBe(true);
    expect(isLongitude('180.5')).toBe(false);
    expect(isLongitude('')).toBe(false);
    expect(latitudeSchema.parse('25.2048')).toBe(25.2048);
    expect(longitudeSchema.parse(55.2708)).toBe(55.2708);
    expect(latitudeSchema.safeParse('north').error?.issues[0]?.message).toBe(INVALID_LATITUDE);
    expect(longitudeSchema.safeParse(181).error?.issues[0]?.message).toBe(INVALID_LONGITUDE);
    expect(latLngSchema.parse({ lat: '30', lng: '30' })).toEqual({ lat: 30, lng: 30 });
  });
});
