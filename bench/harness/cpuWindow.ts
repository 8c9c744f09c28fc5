import { performance } from 'node:perf_hooks';
import { machineBusyMs, postgresCpuMs, postgresSpentMs } from '../ingest/cpu.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Waits for the measured window (`from` to `to`, epoch ms) and says what it cost: this process's CPU, its
 * event loop's busy share, and the busy ms of the whole machine and of PostgreSQL.
 */
export async function measureWindow(from: number, to: number) {
  await sleep(from - Date.now());
  const cpuStart = process.cpuUsage();
  const eluStart = performance.eventLoopUtilization();
  const machineStart = machineBusyMs();
  const postgresStart = postgresCpuMs();
  await sleep(to - Date.now());
  return {
    cpu: process.cpuUsage(cpuStart),
    elu: performance.eventLoopUtilization(eluStart).utilization,
    machineMs: machineBusyMs() - machineStart,
    postgresMs: postgresSpentMs(postgresStart, postgresCpuMs()),
    windowS: (to - from) / 1000,
  };
}
