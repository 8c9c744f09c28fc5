/**
 * CPU accounting of the whole machine and of PostgreSQL's processes (Linux /proc), so the bench can say
 * what a message costs in CPU across every process, beside what a COPY row costs.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Busy CPU time of the whole machine so far, in ms (every core; idle and iowait excluded). */
export function machineBusyMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return ((total - idle) * 1000) / TICKS_PER_SECOND;
}

/** CPU time so far of every running `postgres` process (server and backends), in ms, by pid. */
export function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm !== 'postgres') continue;
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
      byPid.set(Number(entry), ((Number(rest[11]) + Number(rest[12])) * 1000) / TICKS_PER_SECOND);
    } catch {
      // The process ended while being read.
    }
  }
  return byPid;
}

/** PostgreSQL CPU spent between two samples by the processes present in both (a new backend counts in full). */
export function postgresSpentMs(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
