import type { devices as contract } from '@atrium/contracts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { type CountedEvent, countInInfoLog } from '../devices/device-logs.service.ts';
import type { DeviceIdentity } from './device-directory.ts';
import type { DeviceRateLimiter } from './rate-limit.ts';

export type Rejection = { code: contract.RejectionCode; msg: string };

/**
 * Why a parsed message is refused (blocked device, over its rate, invalid), or null: it may be stored. No
 * limiter: the rate is not checked (a broker's redelivery of what it held for a stopped server comes at once).
 */
export function rejectionOf(
  device: DeviceIdentity,
  parsed: contract.ParsedReading,
  limiter: DeviceRateLimiter | null,
): Rejection | null {
  if (device.blocked) return { code: 'DEVICE_BLOCKED', msg: 'The device is blocked' };
  if (limiter && !limiter.take(device.id)) return { code: 'RATE_LIMITED', msg: 'Too many messages' };
  if (!parsed.ok) return { code: parsed.code, msg: parsed.msg };
  return null;
}

/**
 * Refused messages counted per device and code in memory and written to the devices' info logs once a
 * `flushMs`, one row per device and code whatever the flood (the telemetry ingest and the fleet receivers).
 */
export class RefusalCounter {
  private readonly refused = new Map<string, CountedEvent>();
  private readonly timer: NodeJS.Timeout;
  private counting: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly onError: (error: unknown) => void,
    flushMs = 1000,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs).unref();
  }

  count(deviceId: number, rejection: { code: string; msg: string }) {
    const key = `${deviceId}:${rejection.code}`;
    const entry = this.refused.get(key);
    if (entry) {
      entry.count += 1;
      entry.msg = rejection.msg;
    } else {
      this.refused.set(key, { deviceId, code: rejection.code, msg: rejection.msg, count: 1 });
    }
  }

  /** Writes what is counted so far. */
  flush(): Promise<void> {
    if (this.refused.size === 0) return this.counting;
    const events = [...this.refused.values()];
    this.refused.clear();
    this.counting = this.counting.then(() => countInInfoLog(this.db, events)).catch(this.onError);
    return this.counting;
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
