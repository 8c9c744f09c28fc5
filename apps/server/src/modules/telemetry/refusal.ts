import type { devices as contract } from '@atrium/contracts';
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
