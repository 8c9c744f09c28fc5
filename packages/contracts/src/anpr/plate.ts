/**
 * Number plates as compared by the gate (issue 20): what the camera read and what a resident or a visitor
 * typed are both normalised the same way, then compared for equality.
 *
 * The rule, in order:
 * 1. Unicode NFKC (full-width letters and digits become ASCII), Arabic-Indic digits (٠-٩, ۰-۹) become 0-9.
 * 2. Upper case.
 * 3. The place printed on the plate beside its code and number (a UAE emirate's name in English, or 'UAE'),
 *    as a word of its own, is dropped: cameras read 'A 12345' off a Dubai plate that a resident types as
 *    'Dubai A 12345'. (Names in Arabic letters go with step 4.)
 * 4. Everything that is not A-Z or 0-9 is dropped: spaces, dashes, dots, slashes, middle dots, emirate
 *    names' separators, any other letter or symbol.
 * 5. Similar characters: the letter O becomes the digit 0 and the letter I becomes the digit 1. Only these
 *    two: OCR swaps them constantly and most plate formats avoid O and I where a digit may stand. Q, B/8,
 *    S/5, Z/2, G/6 and D/0 are NOT mapped: they are distinct, common plate letters and mapping them would
 *    make different cars one.
 * A plate is plausible when its normalised form has 2 to 10 characters, at least one of them a digit
 * (after step 5, so 'BOSS' is 'B0SS').
 */

export const PLATE_MIN_LENGTH = 2;
export const PLATE_MAX_LENGTH = 10;

const SIMILAR: Readonly<Record<string, string>> = { O: '0', I: '1' };

/** Step 3's names, with the spellings in use on plates and in typing (spaces optional inside a name). */
const PLACE_NAMES = [
  'ABU DHABI',
  'DUBAI',
  'SHARJAH',
  'AJMAN',
  'UMM AL QUWAIN',
  'UMM AL QAIWAIN',
  'RAS AL KHAIMAH',
  'FUJAIRAH',
  'UAE',
];
const PLACE = new RegExp(
  `(?<![A-Z])(?:${PLACE_NAMES.map((name) => name.replace(/ /g, '[^A-Z0-9]*')).join('|')})(?![A-Z])`,
  'g',
);

/** Whether a typed plate names a place that step 3 drops (rows normalised before step 3 are redone). */
export const namesPlace = (raw: string) => new RegExp(PLACE.source).test(raw.normalize('NFKC').toUpperCase());

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The normalised form of a plate (see the rule above); '' when nothing of it is left. */
export function normalisePlate(raw: string): string {
  return asciiDigits(raw.normalize('NFKC'))
    .toUpperCase()
    .replace(PLACE, ' ')
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[OI]/g, (c) => SIMILAR[c] ?? c);
}

/** Whether a normalised plate can be a real plate: 2-10 of A-Z and 0-9, at least one digit. */
export function isPlausiblePlate(norm: string): boolean {
  return (
    norm.length >= PLATE_MIN_LENGTH &&
    norm.length <= PLATE_MAX_LENGTH &&
    /^[A-Z0-9]+$/.test(norm) &&
    /[0-9]/.test(norm)
  );
}
