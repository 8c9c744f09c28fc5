import { fleet } from '@atrium/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { fleetAlarmSettings } from './fleet-dispatch.schema.ts';
import { targetCompany } from './tenancy.ts';

/** A company's fleet alarm settings (spec §2 Fleet "alarm settings"); the defaults until it sets its own. */

type Row = typeof fleetAlarmSettings.$inferSelect;

const valuesOf = (row: Row | undefined): fleet.AlarmSettingsInput => {
  if (!row) return fleet.DEFAULT_ALARM_SETTINGS;
  const { companyId: _, updatedAt: __, ...values } = row;
  return values;
};

const toSettings = (companyId: number, row: Row | undefined): fleet.AlarmSettings => ({
  companyId,
  ...valuesOf(row),
  custom: row !== undefined,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** The settings the watcher applies, per company (defaults for those without a row). */
export async function settingsByCompany(db: DbOrTx, companyIds: number[]) {
  const rows =
    companyIds.length === 0
      ? []
      : await db.select().from(fleetAlarmSettings).where(inArray(fleetAlarmSettings.companyId, companyIds));
  const byId = new Map(rows.map((r) => [r.companyId, r]));
  return (companyId: number) => valuesOf(byId.get(companyId));
}

export async function getAlarmSettings(db: DbOrTx, ctx: RequestContext, companyId?: number) {
  const id = await targetCompany(db, ctx, companyId);
  const [row] = await db.select().from(fleetAlarmSettings).where(eq(fleetAlarmSettings.companyId, id));
  return { data: toSettings(id, row) };
}

export async function putAlarmSettings(
  db: DbOrTx,
  ctx: RequestContext,
  input: fleet.AlarmSettingsInput,
  companyId?: number,
) {
  const id = await targetCompany(db, ctx, companyId);
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(fleetAlarmSettings)
    .values({ companyId: id, ...values })
    .onConflictDoUpdate({ target: fleetAlarmSettings.companyId, set: values })
    .returning();
  return { data: toSettings(id, row) };
}
