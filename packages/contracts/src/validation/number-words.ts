/**
 * Numbers and money amounts in words, English and Arabic (spec §9; printed on invoices beside the figure).
 * R163: a whole number over 7 digits throws `Error('overlimit')`; the caller then shows the figure only.
 */

export type WordsLanguage = 'en' | 'ar';

/** The largest whole number said in words (7 digits, R163). */
export const NUMBER_WORDS_MAX = 9_999_999;
/** The message of the error thrown past NUMBER_WORDS_MAX (spec §8 developer errors, R163). */
export const NUMBER_WORDS_OVERLIMIT = 'overlimit';

const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const at = (list: readonly string[], index: number) => list[index] ?? '';

function enBelow100(n: number): string {
  if (n < 20) return at(EN_ONES, n);
  const unit = n % 10;
  return `${at(EN_TENS, Math.floor(n / 10))}${unit ? `-${at(EN_ONES, unit)}` : ''}`;
}

function enBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [hundreds ? `${at(EN_ONES, hundreds)} hundred` : '', rest ? enBelow100(rest) : ''];
  return parts.filter(Boolean).join(' ');
}

function enWords(n: number): string {
  if (n === 0) return at(EN_ONES, 0);
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  return [
    millions ? `${enBelow1000(millions)} million` : '',
    thousands ? `${enBelow1000(thousands)} thousand` : '',
    rest ? enBelow1000(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// Arabic: the forms used with a masculine counted noun (dollar, cent, dirham, fils), parts joined by "و".
const AR_ONES = ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const AR_TENS = ['', 'عشرة', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];
const AND = ' و';

function arBelow100(n: number): string {
  if (n <= 10) return at(AR_ONES, n);
  if (n === 11) return 'أحد عشر';
  if (n === 12) return 'اثنا عشر';
  if (n < 20) return `${at(AR_ONES, n - 10)} عشر`;
  const unit = n % 10;
  const ten = at(AR_TENS, Math.floor(n / 10));
  return unit ? `${at(AR_ONES, unit)}${AND}${ten}` : ten;
}

function arBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? at(AR_HUNDREDS, hundreds) : '', rest ? arBelow100(rest) : ''].filter(Boolean).join(AND);
}

/** A noun's forms after a number: 1, 2, 3-10 (plural), 11-99 (singular, accusative). */
interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
}

const AR_THOUSAND: ArabicNoun = { one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفًا' };
const AR_MILLION: ArabicNoun = { one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليونًا' };

/** `count` (1-999) of a scale word: ألف، ألفان، ثلاثة آلاف، أحد عشر ألفًا، مائة ألف، مائة ألف وألف. */
function arScaled(count: number, noun: ArabicNoun): string {
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return `${arBelow1000(count)} ${noun.few}`;
  if (rest >= 11) return `${arBelow1000(count)} ${noun.many}`;
  if (rest === 0) return `${arBelow1000(count)} ${noun.one}`;
  return `${arBelow1000(count - rest)} ${noun.one}${AND}${rest === 1 ? noun.one : noun.two}`;
}

function arWords(n: number): string {
  if (n === 0) return at(AR_ONES, 0);
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  return [
    millions ? arScaled(millions, AR_MILLION) : '',
    thousands ? arScaled(thousands, AR_THOUSAND) : '',
    rest ? arBelow1000(rest) : '',
  ]
    .filter(Boolean)
    .join(AND);
}

/**
 * A whole number from 0 to 9,999,999 in words. R163: more than 7 digits throws `Error('overlimit')`; a
 * negative or fractional number is a RangeError (amounts go through amountInWords).
 */
export function numberToWords(value: number, language: WordsLanguage = 'en'): string {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`Not a whole number of 0 or more: ${value}`);
  if (value > NUMBER_WORDS_MAX) throw new Error(NUMBER_WORDS_OVERLIMIT);
  return language === 'ar' ? arWords(value) : enWords(value);
}

interface CurrencyWords {
  en: { major: [string, string]; minor: [string, string] };
  ar: { major: ArabicNoun; minor: ArabicNoun };
}

/** The units said for a currency's whole amount and its hundredths (USD: cents; AED: fils). */
const CURRENCY_WORDS: Record<string, CurrencyWords> = {
  USD: {
    en: { major: ['dollar', 'dollars'], minor: ['cent', 'cents'] },
    ar: {
      major: { one: 'دولار', two: 'دولاران', few: 'دولارات', many: 'دولارًا' },
      minor: { one: 'سنت', two: 'سنتان', few: 'سنتات', many: 'سنتًا' },
    },
  },
  AED: {
    en: { major: ['dirham', 'dirhams'], minor: ['fils', 'fils'] },
    ar: {
      major: { one: 'درهم', two: 'درهمان', few: 'دراهم', many: 'درهمًا' },
      minor: { one: 'فلس', two: 'فلسان', few: 'فلوس', many: 'فلسًا' },
    },
  },
};

/** `n` of a noun in Arabic: دولار واحد، دولاران، ثلاثة دولارات، أحد عشر دولارًا، مائة دولار. */
function arCounted(n: number, noun: ArabicNoun): string {
  if (n === 1) return `${noun.one} ${at(AR_ONES, 1)}`;
  if (n === 2) return noun.two;
  const rest = n % 100;
  const form = rest >= 3 && rest <= 10 ? noun.few : rest >= 11 ? noun.many : noun.one;
  return `${arWords(n)} ${form}`;
}

/**
 * A money amount in words with its currency's units, hundredths as its minor unit (USD cents, AED fils):
 * `18.25 USD` → 'eighteen dollars and twenty-five cents' / 'ثمانية عشر دولارًا وخمسة وعشرون سنتًا'. A currency
 * without words of its own is named by its code, its hundredths as a fraction ('… EUR and 5/100').
 * R163: a whole part over 7 digits throws `Error('overlimit')`.
 */
export function amountInWords(amount: number, language: WordsLanguage = 'en', currency = 'USD'): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount of 0 or more: ${amount}`);
  const cents = Math.round(Number((amount * 100).toPrecision(15)));
  const whole = Math.floor(cents / 100);
  const minor = cents % 100;
  const words = numberToWords(whole, language);
  const units = CURRENCY_WORDS[currency.toUpperCase()];
  if (!units) {
    const fraction = minor ? ` ${language === 'ar' ? 'و' : 'and '}${minor}/100` : '';
    return `${words} ${currency.toUpperCase()}${fraction}`;
  }
  if (language === 'ar') {
    const { major, minor: small } = units.ar;
    return `${arCounted(whole, major)}${minor ? `${AND}${arCounted(minor, small)}` : ''}`;
  }
  const { major, minor: small } = units.en;
  const majorPart = `${words} ${whole === 1 ? major[0] : major[1]}`;
  return minor ? `${majorPart} and ${enWords(minor)} ${minor === 1 ? small[0] : small[1]}` : majorPart;
}
