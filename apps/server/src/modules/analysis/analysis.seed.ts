import type { devices as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { keysOf, signalState, simulatedValues } from '../../simulator/signals.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { readings } from '../telemetry/telemetry.schema.ts';

/** Days of hourly history the demo chillers start with. */
export const CHILLER_HISTORY_DAYS = 7;
const HOUR_MS = 3_600_000;

/**
 * A week of hourly readings for the demo chillers (the devices seed places them), from the simulator's
 * signals, so the chiller list and the analysis charts have data on a fresh installation. The other demo
 * devices start empty: their readings come from the simulator or real devices.
 */
export async function seedChillerHistory({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const chillers = await db
    .select({ id: devices.id, hardwareId: devices.hardwareId })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(eq(hardware.type, 'chiller' satisfies contract.DeviceType));
  const last = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS;
  for (const chiller of chillers) {
    const state = signalState(chiller.id);
    const keys = keysOf(chiller.hardwareId);
    const rows = Array.from({ length: CHILLER_HISTORY_DAYS * 24 }, (_, i) => {
      const ts = new Date(last - (CHILLER_HISTORY_DAYS * 24 - 1 - i) * HOUR_MS);
      return { deviceId: chiller.id, ts, receivedAt: ts, values: simulatedValues(keys, state, ts) };
    });
    await db.insert(readings).values(rows);
    const latest = rows.at(-1);
    if (latest) {
      await db
        .update(devices)
        .set({ lastSeenAt: latest.ts, lastValues: latest.values })
        .where(eq(devices.id, chiller.id));
    }
  }
}
