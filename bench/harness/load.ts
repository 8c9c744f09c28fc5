import { loadavg } from 'node:os';

/** The machine's load averages (1, 5, 15 minutes), one decimal each. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
