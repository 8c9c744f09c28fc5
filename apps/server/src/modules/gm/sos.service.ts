import { gm } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { noAlarmsApplied, publishAppAlarms, raiseAppAlarm } from '../alarms/app-alarms.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import type { ReadingRow } from '../telemetry/index.ts';

/**
 * An SOS (`sos: 1`) from a gm device raises its operational alarm, critical, one open per device: a human
 * acknowledges and closes it (a later `sos: 0` does not). Pushed on the alarm socket once committed.
 */
export async function raiseSosAlarms(database: Database, rows: readonly ReadingRow[]) {
  const pressed = rows.filter((r) => r.values.sos === 1);
  const ids = [...new Set(pressed.map((r) => r.deviceId))];
  if (ids.length === 0) return noAlarmsApplied();
  const { db } = database;
  const found = await db
    .select({ id: devices.id, companyId: devices.companyId, serial: devices.serial, name: devices.name })
    .from(devices)
    .innerJoin(hardware, and(eq(hardware.id, devices.hardwareId), eq(hardware.app, 'gm')))
    .where(inArray(devices.id, ids));
  if (found.length === 0) return noAlarmsApplied();
  const byId = new Map(found.map((d) => [d.id, d]));
  const applied = await db.transaction(async (tx) => {
    const out = noAlarmsApplied();
    for (const row of pressed) {
      const device = byId.get(row.deviceId);
      if (!device) continue;
      await raiseAppAlarm(
        tx,
        {
          companyId: device.companyId,
          deviceId: device.id,
          ruleId: gm.SOS_RULE_ID,
          category: 'operational',
          kind: 'sos',
          severity: 'critical',
          message: `SOS: ${device.name || device.serial}`,
          key: 'sos',
          value: 1,
          at: row.ts,
        },
        out,
      );
    }
    return out;
  });
  await publishAppAlarms(database, applied);
  return applied;
}
