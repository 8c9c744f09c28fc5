import { type apps, alarms as contract } from '@atrium/contracts';
import { and, asc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware, solutions } from '../devices/devices.schema.ts';
import { appDefault, customerOf, ofApp, requestScope, type Tenancy } from '../devices/scope.ts';
import { assets, structures } from '../places/places.schema.ts';
import type { DeviceRef } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { alarmHistory, alarms, alarmTemplates } from './alarms.schema.ts';

/** Options lists stay short: the screens search beyond them. */
const OPTIONS_LIMIT = 500;

const typeOf = (rule: contract.Rule): contract.AlarmType => ({
  category: contract.categoryOf(rule.kind),
  kind: rule.kind,
  key: contract.watchedKey(rule),
  message: contract.describeRule(rule),
  severity: rule.severity,
});

function distinctTypes(rules: contract.Rule[]) {
  const seen = new Map<string, contract.AlarmType>();
  for (const rule of rules) {
    const type = typeOf(rule);
    seen.set(`${type.category}|${type.message}|${type.severity}`, type);
  }
  return [...seen.values()].sort((a, b) => a.message.localeCompare(b.message));
}

/**
 * Spec §3 "Alarm infos" of the app's templates and devices, for the companies the call means (R133, app
 * calls default to the own company). A
 * caller whose alarm view comes only from permission groups is offered the device types, structures, assets
 * and acting users of the devices those groups name (`withinGroupResources`), as its alarm lists show.
 */
export async function alarmInfo(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  tenancy: Tenancy,
): Promise<contract.AlarmInfo> {
  const scope = requestScope(db, ctx);
  const customer = customerOf(tenancy, appDefault(ctx));
  const owned = (column: AnyPgColumn) => scope.customer(column, customer);
  const reach = await scope.reach(contract.alarmPermissionOf(app, 'view'));
  const reaches = (device: DeviceRef) => reach(device);
  /**
   * A place (a structure, an asset) the caller reaches: named by a group itself, or holding a reached device
   * (`holds`: table-qualified, since drizzle leaves a one-table subquery's columns unqualified).
   */
  const reachedPlace = (structureId: AnyPgColumn, holds: SQL) => {
    const place = reaches({ id: sql`-1`, structureId });
    if (!place) return undefined;
    const device = db
      .select({ one: sql`1` })
      .from(devices)
      .where(and(holds, reaches(devices)));
    return or(place, exists(device));
  };

  const templates = await db
    .select({ solutionId: alarmTemplates.solutionId, rules: alarmTemplates.rules })
    .from(alarmTemplates)
    .where(
      and(
        eq(alarmTemplates.enabled, true),
        eq(alarmTemplates.app, app),
        await owned(alarmTemplates.companyId),
      ),
    );
  const deviceTypes = await db
    .selectDistinct({ id: solutions.id, name: solutions.name, type: hardware.type })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(solutions, eq(solutions.id, devices.solutionId))
    .where(and(eq(solutions.app, app), await owned(devices.companyId), reaches(devices)))
    .orderBy(asc(solutions.id), asc(hardware.type));
  const named = { id: assets.id, name: assets.name };
  const assetRows = await db
    .select(named)
    .from(assets)
    .where(
      and(
        await owned(assets.companyId),
        reachedPlace(
          assets.structureId,
          sql`${devices}.company_id = ${assets}.company_id
            and (${assets}.device_ref in (${devices}.serial, ${devices}.id::text)
              or ${devices}.structure_id = ${assets}.structure_id)`,
        ),
      ),
    )
    .orderBy(asc(assets.name))
    .limit(OPTIONS_LIMIT);
  const structureRows = await db
    .select({ id: structures.id, name: structures.name })
    .from(structures)
    .where(
      and(
        await owned(structures.companyId),
        reachedPlace(structures.id, sql`${devices}.structure_id = ${structures}.id`),
      ),
    )
    .orderBy(asc(structures.name))
    .limit(OPTIONS_LIMIT);
  const actors = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(alarmHistory)
    .innerJoin(alarms, eq(alarms.id, alarmHistory.alarmId))
    .innerJoin(users, eq(users.id, alarmHistory.userId))
    .innerJoin(devices, eq(devices.id, alarms.deviceId))
    .where(and(await owned(alarms.companyId), ofApp(db, app), reaches(devices)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(OPTIONS_LIMIT);

  const customers = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(await customerOptions(db, ctx, app))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(OPTIONS_LIMIT);

  const allRules = templates.flatMap((t) => t.rules);
  const alarmsOf = (solutionId: number) =>
    distinctTypes(
      templates.filter((t) => t.solutionId === null || t.solutionId === solutionId).flatMap((t) => t.rules),
    ).map((type) => type.message);
  const bySolution = new Map<number, contract.AlarmInfo['solutions'][number]>();
  for (const row of deviceTypes) {
    const solution = bySolution.get(row.id) ?? { id: row.id, name: row.name, deviceTypes: [] };
    solution.deviceTypes.push({ type: row.type, alarms: alarmsOf(row.id) });
    bySolution.set(row.id, solution);
  }
  const types = distinctTypes(allRules);
  return {
    operational: types.filter((type) => type.category === 'operational'),
    status: types.filter((type) => type.category === 'status'),
    solutions: [...bySolution.values()],
    assets: assetRows,
    structures: structureRows,
    users: actors.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() })),
    customers,
  };
}

/**
 * The companies the app's lists may be narrowed to (`appCustomers`: seen, or granting devices); a system
 * admin, who sees every company, is offered those owning devices of the app.
 */
async function customerOptions(db: DbOrTx, ctx: RequestContext, app: apps.AppKey) {
  const options = await requestScope(db, ctx).appCustomers(app);
  if (options) return options;
  return exists(
    db
      .select({ one: sql`1` })
      .from(devices)
      .where(and(eq(devices.companyId, companies.id), ofApp(db, app))),
  );
}
