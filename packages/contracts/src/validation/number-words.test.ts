import { describe, expect, test } from 'vitest';
import { amountInWords, NUMBER_WORDS_MAX, numberToWords } from './number-words.ts';

describe('number to words (spec §9)', () => {
  test('English: zero, units, teens, tens, hundreds', () => {
    expect(numberToWords(0)).toBe('zero');
    expect(numberToWords(7)).toBe('seven');
    expect(numberToWords(11)).toBe('eleven');
    expect(numberToWords(19)).toBe('nineteen');
    expect(numberToWords(20)).toBe('twenty');
    expect(numberToWords(42)).toBe('forty-two');
    expect(numberToWords(100)).toBe('one hundred');
    expect(numberToWords(305)).toBe('three hundred five');
    expect(numberToWords(999)).toBe('nine hundred ninety-nine');
  });

  test('English: thousands and millions', () => {
    expect(numberToWords(1000)).toBe('one thousand');
    expect(numberToWords(2024)).toBe('two thousand twenty-four');
    expect(numberToWords(10_001)).toBe('ten thousand one');
    expect(numberToWords(250_000)).toBe('two hundred fifty thousand');
    expect(numberToWords(1_000_000)).toBe('one million');
    expect(numberToWords(3_000_450)).toBe('three million four hundred fifty');
    expect(numberToWords(NUMBER_WORDS_MAX)).toBe(
      'nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    );
  });

  test('Arabic: zero, units, teens, tens, hundreds', () => {
    expect(numberToWords(0, 'ar')).toBe('صفر');
    expect(numberToWords(3, 'ar')).toBe('ثلاثة');
    expect(numberToWords(11, 'ar')).toBe('أحد عشر');
    expect(numberToWords(12, 'ar')).toBe('اثنا عشر');
    expect(numberToWords(15, 'ar')).toBe('خمسة عشر');
    expect(numberToWords(21, 'ar')).toBe('واحد وعشرون');
    expect(numberToWords(90, 'ar')).toBe('تسعون');
    expect(numberToWords(100, 'ar')).toBe('مائة');
    expect(numberToWords(200, 'ar')).toBe('مائتان');
    expect(numberToWords(345, 'ar')).toBe('ثلاثمائة وخمسة وأربعون');
  });

  test('Arabic: thousands and millions take their number forms', () => {
    expect(numberToWords(1000, 'ar')).toBe('ألف');
    expect(numberToWords(2000, 'ar')).toBe('ألفان');
    expect(numberToWords(3000, 'ar')).toBe('ثلاثة آلاف');
    expect(numberToWords(11_000, 'ar')).toBe('أحد عشر ألفًا');
    expect(numberToWords(100_000, 'ar')).toBe('مائة ألف');
    expect(numberToWords(101_000, 'ar')).toBe('مائة ألف وألف');
    expect(numberToWords(2_500, 'ar')).toBe('ألفان وخمسمائة');
    expect(numberToWords(1_000_000, 'ar')).toBe('مليون');
    expect(numberToWords(5_000_000, 'ar')).toBe('خمسة ملايين');
    expect(numberToWords(NUMBER_WORDS_MAX, 'ar')).toBe(
      'تسعة ملايين وتسعمائة وتسعة وتسعون ألفًا وتسعمائة وتسعة وتسعون',
    );
  });

  test("R163 over 7 digits throws 'overlimit' in both languages; not a whole number is a RangeError", () => {
    expect(() => numberToWords(10_000_000)).toThrow(new Error('overlimit'));
    expect(() => numberToWords(10_000_000, 'ar')).toThrow(new Error('overlimit'));
    expect(() => amountInWords(10_000_000.5)).toThrow(new Error('overlimit'));
    // 9,999,999.995 rounds to 10,000,000.00: over the limit too.
    expect(() => amountInWords(9_999_999.995)).toThrow(new Error('overlimit'));
    expect(amountInWords(9_999_999.99)).toMatch(
      /^nine million .* ninety-nine dollars and ninety-nine cents$/,
    );
    expect(() => numberToWords(1.5)).toThrow(RangeError);
    expect(() => numberToWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });

  test('amounts: dollars and cents, the hundredths rounded (0.1 + 0.2 is 30 cents)', () => {
    expect(amountInWords(0)).toBe('zero dollars');
    expect(amountInWords(1)).toBe('one dollar');
    expect(amountInWords(0.01)).toBe('zero dollars and one cent');
    expect(amountInWords(18.25)).toBe('eighteen dollars and twenty-five cents');
    expect(amountInWords(0.1 + 0.2)).toBe('zero dollars and thirty cents');
    expect(amountInWords(1234.5)).toBe('one thousand two hundred thirty-four dollars and fifty cents');
  });

  test('amounts in Arabic: dollars and cents with the counted forms', () => {
    expect(amountInWords(1, 'ar')).toBe('دولار واحد');
    expect(amountInWords(2, 'ar')).toBe('دولاران');
    expect(amountInWords(5, 'ar')).toBe('خمسة دولارات');
    expect(amountInWords(18.25, 'ar')).toBe('ثمانية عشر دولارًا وخمسة وعشرون سنتًا');
    expect(amountInWords(100.03, 'ar')).toBe('مائة دولار وثلاثة سنتات');
    expect(amountInWords(3000, 'ar')).toBe('ثلاثة آلاف دولار');
  });

  test('decimals of dirhams are fils; a currency without words is named by its code', () => {
    expect(amountInWords(7.5, 'en', 'AED')).toBe('seven dirhams and fifty fils');
    expect(amountInWords(7.5, 'ar', 'AED')).toBe('سبعة دراهم وخمسون فلسًا');
    expect(amountInWords(12.05, 'en', 'EUR')).toBe('twelve EUR and 5/100');
  });
});
