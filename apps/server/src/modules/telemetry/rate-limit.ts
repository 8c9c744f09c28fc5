/**
 * Per-device token buckets: `burst` messages at once, refilled at `ratePerSecond`. A flooding device runs
 * dry and its messages are refused without slowing anyone else. Idle buckets are forgotten, so memory
 * follows the devices that are actually talking.
 */
export class DeviceRateLimiter {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();
  private sweptAt = 0;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
  ) {}

  /** Takes one token for `deviceId`; false when the device is over its rate. */
  take(deviceId: number, now = Date.now()): boolean {
    this.sweep(now);
    const bucket = this.buckets.get(deviceId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond);
    bucket.at = now;
    this.buckets.set(deviceId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** A bucket full again is the same as no bucket. */
  private sweep(now: number) {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    const refill = (this.burst / this.ratePerSecond) * 1000;
    for (const [id, bucket] of this.buckets) if (now - bucket.at > refill) this.buckets.delete(id);
  }
}
