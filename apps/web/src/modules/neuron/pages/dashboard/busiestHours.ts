import { WEEK_DAYS, type WeekDay } from '@atrium/contracts/access/time';

export interface HourCell {
  day: WeekDay;
  hour: number;
  reads: number;
}

/**
 * The week as rows (Saturday first, R195) of 24 hours, each cell the reads of that day and hour (0 when the
 * server sent none), and the busiest cell's count for the shading.
 */
export function busiestHoursGrid(cells: readonly HourCell[]): {
  rows: { day: WeekDay; hours: number[] }[];
  max: number;
} {
  const rows = WEEK_DAYS.map((day) => ({ day, hours: Array.from({ length: 24 }, () => 0) }));
  let max = 0;
  for (const cell of cells) {
    const row = rows[WEEK_DAYS.indexOf(cell.day)];
    if (!row || cell.hour < 0 || cell.hour > 23) continue;
    row.hours[cell.hour] = (row.hours[cell.hour] ?? 0) + cell.reads;
    max = Math.max(max, row.hours[cell.hour] ?? 0);
  }
  return { rows, max };
}
