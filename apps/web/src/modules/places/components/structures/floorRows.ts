import { places } from '@atrium/contracts';

/** A floor being written: text as typed, a key that survives reordering and removal. */
export interface FloorRow {
  key: number;
  name: string;
  level: string;
}

let nextKey = 1;

/** A new row one level above the highest given (ground, 0, when there is none). */
export function newFloorRow(levels: readonly number[]): FloorRow {
  const numbers = levels.filter((level) => Number.isFinite(level));
  const level = numbers.length ? Math.max(...numbers) + 1 : 0;
  return { key: nextKey++, name: '', level: String(level) };
}

/** The rows as the contract's floors: an empty level stays undefined so the schema says what is wrong. */
export const floorsBody = (rows: readonly FloorRow[]) =>
  rows.map((row) => ({ name: row.name, level: row.level.trim() === '' ? undefined : Number(row.level) }));

export const rowLevels = (rows: readonly FloorRow[]) => rows.map((row) => Number(row.level));

/** Field names of every floor row a request may carry (`floors.3.level`), for the error lists. */
export const FLOOR_FIELDS = Array.from({ length: places.MAX_FLOORS_PER_REQUEST }, (_, index) => [
  `floors.${index}.name`,
  `floors.${index}.level`,
]).flat();
