import { describe, expect, test } from 'vitest';
import { isPlausiblePlate, namesPlace, normalisePlate } from './plate.ts';

describe('[ANPR] plate normalisation', () => {
  test.each([
    ['abc 1234', 'ABC1234'],
    ['ABC-1234', 'ABC1234'],
    ['a.b.c 12·34', 'ABC1234'],
    ['  Dubai / A 12345 ', 'A12345'],
    ['ＡＢＣ１２３', 'ABC123'],
    ['A ١٢٣٤٥', 'A12345'],
    ['۱۲۳ K', '123K'],
  ])('%s is compared as %s (case, separators, digit forms)', (raw, norm) => {
    expect(normalisePlate(raw)).toBe(norm);
  });

  test('the letters O and I read as the digits 0 and 1, so an OCR swap still matches', () => {
    expect(normalisePlate('AB0 1I23')).toBe('AB01123');
    expect(normalisePlate('ABO-II23')).toBe(normalisePlate('AB0 1123'));
    expect(normalisePlate('o1i')).toBe('011');
  });

  test('Q, B, S, Z, G and D stay letters: different cars stay different', () => {
    expect(normalisePlate('QBSZGD 1')).toBe('QBSZGD1');
    expect(normalisePlate('B123')).not.toBe(normalisePlate('8123'));
    expect(normalisePlate('S55')).not.toBe(normalisePlate('555'));
  });

  test('an emirate name typed beside the plate is dropped, so it matches what the camera reads', () => {
    const read = normalisePlate('A 12345');
    for (const typed of [
      'Dubai A 12345',
      'DUBAI-A-12345',
      'A 12345 Dubai',
      'Abu Dhabi A 12345',
      'AbuDhabi A 12345',
      'Ras Al Khaimah A 12345',
      'UAE A12345',
      'دبي A 12345',
    ])
      expect(normalisePlate(typed)).toBe(read);
    // Only a whole word: letters of a plate that happen to spell part of a name stay.
    expect(normalisePlate('DUBAIX 1')).toBe('DUBA1X1');
    expect(normalisePlate('AJ 123')).toBe('AJ123');
    expect(namesPlace('Sharjah 3 4567')).toBe(true);
    expect(namesPlace('ABC 123')).toBe(false);
  });

  test('nothing left is the empty string', () => {
    expect(normalisePlate(' - . ')).toBe('');
  });
});

describe('[ANPR] plausible plates', () => {
  test.each(['AB1', 'ABC1234', '12', 'B0SS', '1234567890'])('%s is plausible', (norm) => {
    expect(isPlausiblePlate(norm)).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['one character', '1'],
    ['eleven characters', '12345678901'],
    ['no digit', 'ABCD'],
    ['not normalised', 'abc 123'],
  ])('%s is not plausible', (_name, norm) => {
    expect(isPlausiblePlate(norm)).toBe(false);
  });

  test('a normalised vanity plate without digits becomes plausible only through the O and I rule', () => {
    expect(isPlausiblePlate(normalisePlate('boss'))).toBe(true);
    expect(isPlausiblePlate(normalisePlate('BUS'))).toBe(false);
  });
});
