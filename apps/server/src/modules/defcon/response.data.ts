import { defcon as contract } from '@atrium/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { companies } from '../companies/companies.schema.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { users } from '../users/users.schema.ts';
import type { LadderContext } from './ladder.ts';
import {
  defconAlarms,
  defconEscalations,
  defconIntrusionSettings,
  defconStationLocalities,
} from './response.schema.ts';

/**
 * What the response side reads about companies (issue 18): a security company's settings and staff, the
 * security company serving a customer (`alarm-raise.ts` takes the panel's monitoring company first, else this
 * provider through the companies module: the Security Company managing it, or one whose service request it
 * handles), the stations covering a locality.
 */

export async function settingsOf(
  db: DbOrTx,
  companyId: number | null,
): Promise<contract.IntrusionSettingInput> {
  if (companyId === null) return contract.DEFAULT_INTRUSION_SETTING;
  const [row] = await db
    .select()
    .from(defconIntrusionSettings)
    .where(eq(defconIntrusionSettings.companyId, companyId));
  return row ?? contract.DEFAULT_INTRUSION_SETTING;
}

/** The Security Company serving `customerId`: managing it, else engaged by a handled request (lowest id). */
export async function providerSecurityCompany(db: DbOrTx, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.type, 'Security Company'),
        sql`(${companies.id} = (select c.parent_company_id from companies c where c.id = ${customerId})
          or ${companies.id} in (select r.destination_company_id from company_requests r
            where r.sender_company_id = ${customerId} and r.status = 'handled' and r.contract_status = 'Active'))`,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(1);
  return row?.id ?? null;
}

/** Users of a company holding one of the role keys, in id order. */
export async function usersWithRoles(db: DbOrTx, companyId: number, roleKeys: string[]) {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(roles.key, roleKeys)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

export const operatorsOf = (db: DbOrTx, companyId: number) =>
  usersWithRoles(db, companyId, [contract.defconRoleKey('operator')]);

/** The company's admin on the ladder: a security-company admin, else its owner. */
export async function adminOf(db: DbOrTx, companyId: number): Promise<number | null> {
  const [admin] = await usersWithRoles(db, companyId, [contract.defconRoleKey('security-company-admin')]);
  if (admin !== undefined) return admin;
  const [owner] = await usersWithRoles(db, companyId, ['company_owner']);
  return owner ?? null;
}

/** Local stations of `hqId` covering `localityId`, in id order. */
export async function stationsCovering(db: DbOrTx, hqId: number, localityId: number) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(defconStationLocalities, eq(defconStationLocalities.stationCompanyId, companies.id))
    .where(
      and(
        eq(companies.type, 'Local Police Station'),
        eq(companies.parentCompanyId, hqId),
        eq(defconStationLocalities.localityId, localityId),
      ),
    )
    .orderBy(asc(companies.id));
  return rows.map((r) => r.id);
}

/** Everything the ladder's decisions need about one alarm. */
export async function ladderContextOf(db: DbOrTx, alarmId: number): Promise<LadderContext> {
  const [row] = await db.select().from(defconAlarms).where(eq(defconAlarms.alarmId, alarmId));
  const securityCompanyId = row?.securityCompanyId ?? null;
  const policeHqId = row?.policeHqId ?? null;
  const tried = await db
    .selectDistinct({ id: defconEscalations.targetCompanyId })
    .from(defconEscalations)
    .where(and(eq(defconEscalations.alarmId, alarmId), eq(defconEscalations.level, 'police-station')));
  return {
    settings: await settingsOf(db, securityCompanyId),
    securityCompanyId,
    operators: securityCompanyId === null ? [] : await operatorsOf(db, securityCompanyId),
    admin: securityCompanyId === null ? null : await adminOf(db, securityCompanyId),
    policeHqId,
    stations:
      policeHqId !== null && row?.localityId != null
        ? await stationsCovering(db, policeHqId, row.localityId)
        : [],
    triedStations: tried.flatMap((t) => (t.id === null ? [] : [t.id])),
  };
}
