import { describe, expect, test } from 'vitest';
import { placeError } from '../validation/location.ts';
import { countryOfPoint } from './country.ts';
import { MAP_DEFAULTS } from './shapes.ts';

describe('countryOfPoint (offline country of a map point)', () => {
  test('finds the country of points on land, as its ISO alpha-2 code', () => {
    expect(countryOfPoint({ lat: 25.2048, lng: 55.2708 })).toBe('AE'); // Dubai
    expect(countryOfPoint({ lat: 24.7136, lng: 46.6753 })).toBe('SA'); // Riyadh
    expect(countryOfPoint({ lat: 51.5072, lng: -0.1276 })).toBe('GB'); // London
    expect(countryOfPoint({ lat: -33.8688, lng: 151.2093 })).toBe('AU'); // Sydney
    expect(countryOfPoint(MAP_DEFAULTS.location)).toBe('EG'); // the picker's default point, 30,30
  });

  test("a point in open sea has no country (coastal waters count as the coast's country)", () => {
    expect(countryOfPoint({ lat: -30, lng: -40 })).toBeNull(); // South Atlantic
    expect(countryOfPoint({ lat: 15, lng: 60 })).toBeNull(); // Arabian Sea
    expect(countryOfPoint({ lat: 25.3, lng: 55.1 })).toBe('AE'); // off the Dubai shore
  });

  test("R92 feeds placeError: 'Invalid Place' outside the required country", () => {
    const dubai = { countryShortCode: countryOfPoint({ lat: 25.2048, lng: 55.2708 }) ?? undefined };
    const riyadh = { countryShortCode: countryOfPoint({ lat: 24.7136, lng: 46.6753 }) ?? undefined };
    const sea = { countryShortCode: countryOfPoint({ lat: -30, lng: -40 }) ?? undefined };
    expect(placeError(dubai, 'AE')).toBeNull();
    expect(placeError(riyadh, 'AE')).toBe('Invalid Place');
    expect(placeError(sea, 'AE')).toBe('Invalid Place');
  });
});
