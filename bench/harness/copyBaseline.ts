/**
 * The baseline beside a write path: the same number of rows written into the same table by COPY (psql's
 * \copy), with the whole machine's CPU it took. PostgreSQL with psql installed only; undefined otherwise.
 */
import { spawnSync } from 'node:child_process';
import { machineBusyMs } from '../ingest/cpu.ts';

export interface CopyBaseline {
  rowsPerS: number;
  ms: number;
  cpuUsPerRow: number;
}

/** `target` is the table and its columns (`readings (device_id, ts, ...)`); `line(i)` the i-th row, tab-separated. */
export function copyBaseline(
  database: { driver: string; connectionString?: string },
  target: string,
  rows: number,
  line: (i: number) => string,
): CopyBaseline | undefined {
  if (database.driver !== 'postgres' || spawnSync('psql', ['--version']).status !== 0) return undefined;
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) lines.push(line(i));
  const input = `${lines.join('\n')}\n`;
  const started = process.hrtime.bigint();
  const machineStart = machineBusyMs();
  const done = spawnSync(
    'psql',
    [database.connectionString ?? '', '-v', 'ON_ERROR_STOP=1', '-c', `\\copy ${target} from stdin`],
    { input, maxBuffer: 1 << 30 },
  );
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const busyMs = machineBusyMs() - machineStart;
  if (done.status === 0) return { rowsPerS: rows / (ms / 1000), ms, cpuUsPerRow: (busyMs * 1000) / rows };
  console.error(`COPY failed: ${done.stderr.toString()}`);
  return undefined;
}
