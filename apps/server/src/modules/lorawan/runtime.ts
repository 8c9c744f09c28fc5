import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { lorawanGateways } from '../places/places.schema.ts';
import { DeviceRateLimiter } from '../telemetry/rate-limit.ts';
import { lorawanIntegrations } from './lorawan.schema.ts';

export type CounterName = 'accepted' | 'duplicates' | 'unknownDevEui' | 'refused' | 'rateLimited';
type Counts = Record<CounterName, number> & { lastUplinkAt: Date | null };

const FLUSH_MS = 1000;

/**
 * What the uplinks change besides readings, held in memory and written once a second: per integration its
 * counters (one UPDATE per integration, whatever the flood), per gateway its last seen, RSSI and SNR (one
 * UPDATE per gateway heard). Bad secrets have no integration to count on: counted here and logged.
 */
export class LorawanRuntime {
  readonly limiter: DeviceRateLimiter;
  private counts = new Map<number, Counts>();
  private heard = new Map<
    string,
    { companyId: number; eui: string; at: Date; rssi: number | null; snr: number | null }
  >();
  private readonly timer: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  private badSecrets = 0;
  private badSecretsLogged = 0;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'> = console;

  constructor(
    private readonly db: DbOrTx,
    config: Pick<AppDeps['config'], 'LORAWAN_INTEGRATION_RATE_PER_SECOND' | 'LORAWAN_INTEGRATION_BURST'>,
  ) {
    this.limiter = new DeviceRateLimiter(
      config.LORAWAN_INTEGRATION_RATE_PER_SECOND,
      config.LORAWAN_INTEGRATION_BURST,
    );
    this.timer = setInterval(() => void this.flush(), FLUSH_MS).unref();
  }

  count(integrationId: number, counter: CounterName, at?: Date) {
    let entry = this.counts.get(integrationId);
    if (!entry) {
      entry = {
        accepted: 0,
        duplicates: 0,
        unknownDevEui: 0,
        refused: 0,
        rateLimited: 0,
        lastUplinkAt: null,
      };
      this.counts.set(integrationId, entry);
    }
    entry[counter] += 1;
    if (at && (!entry.lastUplinkAt || at > entry.lastUplinkAt)) entry.lastUplinkAt = at;
  }

  gatewayHeard(
    companyId: number,
    gateway: { eui: string; rssi: number | null; snr: number | null },
    at: Date,
  ) {
    const key = `${companyId}:${gateway.eui}`;
    const seen = this.heard.get(key);
    if (seen && seen.at > at) return;
    this.heard.set(key, { companyId, ...gateway, at });
  }

  /** A post with a missing or unknown secret: counted, and logged at most once a minute with the total. */
  badSecret(ip: string) {
    this.badSecrets += 1;
    const now = Date.now();
    if (now - this.badSecretsLogged < 60_000) return;
    this.badSecretsLogged = now;
    this.log.warn({ ip, total: this.badSecrets }, 'LoRaWAN integration post with a missing or wrong secret');
  }

  get badSecretCount() {
    return this.badSecrets;
  }

  /** Writes what is held so far; resolves once written. */
  flush(): Promise<void> {
    const counts = this.counts;
    const heard = this.heard;
    if (counts.size === 0 && heard.size === 0) return this.writing;
    this.counts = new Map();
    this.heard = new Map();
    this.writing = this.writing
      .then(() => this.write(counts, heard))
      .catch((error) => this.log.error({ err: error }, 'could not write LoRaWAN counters or gateways'));
    return this.writing;
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(counts: Map<number, Counts>, heard: LorawanRuntime['heard']) {
    const t = lorawanIntegrations;
    for (const [id, c] of counts) {
      await this.db
        .update(t)
        .set({
          accepted: sql`${t.accepted} + ${c.accepted}`,
          duplicates: sql`${t.duplicates} + ${c.duplicates}`,
          unknownDevEui: sql`${t.unknownDevEui} + ${c.unknownDevEui}`,
          refused: sql`${t.refused} + ${c.refused}`,
          rateLimited: sql`${t.rateLimited} + ${c.rateLimited}`,
          ...(c.lastUplinkAt && {
            lastUplinkAt: sql`greatest(${t.lastUplinkAt}, ${c.lastUplinkAt.toISOString()}::timestamptz)`,
          }),
        })
        .where(eq(t.id, id));
    }
    for (const g of heard.values()) {
      await this.db
        .update(lorawanGateways)
        .set({ lastSeenAt: g.at, lastRssi: g.rssi, lastSnr: g.snr })
        .where(and(eq(lorawanGateways.companyId, g.companyId), eq(lorawanGateways.eui, g.eui)));
    }
  }
}

const runtimes = new WeakMap<Database, LorawanRuntime>();

/** One runtime per application (per database), like the telemetry ingest. */
export function lorawanRuntimeOf(deps: Pick<AppDeps, 'database' | 'config'>): LorawanRuntime {
  let runtime = runtimes.get(deps.database);
  if (!runtime) {
    runtime = new LorawanRuntime(deps.database.db, deps.config);
    runtimes.set(deps.database, runtime);
  }
  return runtime;
}
