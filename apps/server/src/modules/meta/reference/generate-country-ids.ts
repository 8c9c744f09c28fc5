import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isoCountryNames } from './sources.ts';

/**
 * Writes `country-ids.json`, the frozen table alpha-2 code → country id.
 *
 * Rule: the first run numbered the countries of i18n-iso-countries 7.14.0 from 1 in the order of their
 * official English names compared by UTF-16 code units (plain `Array.prototype.sort`; that is why
 * "Åland Islands" came last, 250). That order puts United Arab Emirates at 233, the id the spec fixes
 * (§9, R200). The ordering of the countries-states-cities database does not: it gives the UAE 231 and
 * the United States 233.
 *
 * Ids are stored on other rows, so they never change: a later run keeps every id already in the table
 * (a code dropped by the package keeps its id, unused), and numbers new codes after the highest id, in
 * the same name order.
 *
 *   node --import tsx apps/server/src/modules/meta/reference/generate-country-ids.ts
 */

export const COUNTRY_IDS_FILE = fileURLToPath(new URL('./country-ids.json', import.meta.url));

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function assignCountryIds(
  current: Readonly<Record<string, number>>,
  englishNames: Readonly<Record<string, string>>,
): Record<string, number> {
  const ids = { ...current };
  let next = Math.max(0, ...Object.values(ids)) + 1;
  const added = Object.keys(englishNames)
    .filter((code) => !(code in ids))
    .sort((a, b) => byCodeUnits(englishNames[a] ?? '', englishNames[b] ?? '') || byCodeUnits(a, b));
  for (const code of added) ids[code] = next++;
  return Object.fromEntries(Object.entries(ids).sort(([, a], [, b]) => a - b));
}

function readCurrent(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(COUNTRY_IDS_FILE, 'utf8')) as Record<string, number>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ids = assignCountryIds(readCurrent(), isoCountryNames('en'));
  if (ids.AE !== 233) throw new Error(`United Arab Emirates would get id ${ids.AE}, the spec fixes 233`);
  writeFileSync(COUNTRY_IDS_FILE, `${JSON.stringify(ids, null, 2)}\n`);
  console.log(`${Object.keys(ids).length} country ids in ${COUNTRY_IDS_FILE}`);
}
