import { assetwatch } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { geofences } from '../places/places.schema.ts';
import { awSettings } from './asset-watch.schema.ts';
import { awCompanyOf } from './company.ts';

export type Settings = Omit<assetwatch.AlarmSettings, 'companyId' | 'updatedAt'>;

/** A company's alarm settings: the saved ones over the defaults (rules added later are on). */
export async function settingsOf(db: DbOrTx, companyId: number): Promise<assetwatch.AlarmSettings> {
  const [row] = await db.select().from(awSettings).where(eq(awSettings.companyId, companyId));
  const saved = row?.settings;
  const defaults = assetwatch.DEFAULT_ALARM_SETTINGS;
  return {
    ...defaults,
    ...saved,
    rules: { ...defaults.rules, ...saved?.rules },
    companyId,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function getSettings(db: DbOrTx, ctx: RequestContext, companyId?: number) {
  return settingsOf(db, await awCompanyOf(db, ctx, companyId));
}

export async function updateSettings(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdGiven: number | undefined,
  input: assetwatch.AlarmSettingsUpdate,
) {
  const companyId = await awCompanyOf(db, ctx, companyIdGiven);
  if (input.forbiddenGeofenceIds?.length) {
    const ids = [...new Set(input.forbiddenGeofenceIds)];
    const found = await db
      .select({ id: geofences.id })
      .from(geofences)
      .where(and(eq(geofences.companyId, companyId), inArray(geofences.id, ids)));
    if (found.length !== ids.length)
      throw new ValidationError([
        { param: 'forbiddenGeofenceIds', msg: 'Every geofence must be of this company' },
      ]);
    input.forbiddenGeofenceIds = ids;
  }
  const current = await settingsOf(db, companyId);
  const { companyId: _c, updatedAt: _u, ...kept } = current;
  const next: Settings = { ...kept, ...input, rules: { ...kept.rules, ...input.rules } };
  if (assetwatch.minutesOfClock(next.workFrom) >= assetwatch.minutesOfClock(next.workTo))
    throw new ValidationError([{ param: 'workTo', msg: 'Must be after the start of working hours' }]);
  await db
    .insert(awSettings)
    .values({ companyId, settings: next })
    .onConflictDoUpdate({ target: awSettings.companyId, set: { settings: next, updatedAt: new Date() } });
  return settingsOf(db, companyId);
}
