import type { devices } from '@atrium/contracts';

/** The most readings a chart or track draws (the newest of the period). */
export const MAX_PERIOD_READINGS = 2000;
const PAGE = 100;

export interface PeriodReadings {
  /** Newest first. */
  rows: devices.Reading[];
  /** More readings of the period exist than were fetched (the oldest are left out). */
  truncated: boolean;
}

/** A type, not an interface: the endpoints' query types take it as their index-signed record. */
export type ReadingsPageQuery = {
  sensor: string;
  from: string;
  to: string;
  limit: number;
  sortBy: 'ts';
  sortType: 'desc';
  cursor?: string;
};

/** One page of a device's readings, from whichever endpoint the app reads them (the core's or its own). */
export type ReadingsPager = (
  query: ReadingsPageQuery,
  signal?: AbortSignal,
) => Promise<{ data: devices.Reading[]; nextCursor?: string | null }>;

/** The readings carrying `sensor` over a period, walked page by page by `nextCursor` up to MAX_PERIOD_READINGS. */
export async function fetchPeriodReadings(
  page: ReadingsPager,
  sensor: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<PeriodReadings> {
  const rows: devices.Reading[] = [];
  let cursor: string | null | undefined;
  do {
    const one = await page(
      { sensor, from, to, limit: PAGE, sortBy: 'ts', sortType: 'desc', ...(cursor && { cursor }) },
      signal,
    );
    rows.push(...one.data);
    cursor = one.nextCursor;
  } while (cursor && rows.length < MAX_PERIOD_READINGS);
  return { rows, truncated: !!cursor };
}
