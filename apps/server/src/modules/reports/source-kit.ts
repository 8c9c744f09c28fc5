/**
 * What report sources share (issue 23): reading rows in batches, by id (keyset) or by position, until the
 * report's limit, and the cell conversions every source needs.
 */

export const REPORT_BATCH_ROWS = 2_000;

/** Batches of rows ordered by a growing id: `read(afterId, size)` answers the next rows after `afterId`. */
export async function* keysetBatches<R, T>(
  read: (afterId: number, size: number) => Promise<R[]>,
  idOf: (row: R) => number,
  toRow: (row: R) => T,
  limit: number,
): AsyncGenerator<T[]> {
  let after = 0;
  let left = limit;
  while (left > 0) {
    const size = Math.min(REPORT_BATCH_ROWS, left);
    const rows = await read(after, size);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    left -= rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < size || last === undefined) return;
    after = idOf(last);
  }
}

/** Batches of rows in a fixed order by position (for rows without a single growing id). */
export async function* offsetBatches<R, T>(
  read: (offset: number, size: number) => Promise<R[]>,
  toRow: (row: R) => T,
  limit: number,
): AsyncGenerator<T[]> {
  let offset = 0;
  while (offset < limit) {
    const size = Math.min(REPORT_BATCH_ROWS, limit - offset);
    const rows = await read(offset, size);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    offset += rows.length;
    if (rows.length < size) return;
  }
}

export const isoOrNull = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Minutes from `from` to `to` (one decimal); null while `to` has not happened. */
export const minutesBetween = (from: Date, to: Date | null | undefined) =>
  to ? Math.round((to.getTime() - from.getTime()) / 6_000) / 10 : null;

/** US dollars from cents (spec §9 currency: two decimals). */
export const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : cents / 100;
