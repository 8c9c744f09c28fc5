import { defcon as contract, type ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { recordInfo } from '../devices/device-logs.service.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { visibleCustomer } from '../devices/scope.ts';
import { findVisibleCompany } from '../scope/companies.ts';
import { userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { defconPanels, defconDeviceAssignments as rows } from './panels.schema.ts';

/**
 * Device assignment (issue 18): a security company asks to monitor a customer's Defcon devices; the customer
 * accepts or rejects; either side unassigns. Only the two parties (and system admins) see a row: any other
 * caller gets a 404. An accepted panel gets the security company as its monitoring company.
 */

const customers = alias(companies, 'customer');
const securityCos = alias(companies, 'security');
const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');
const unassigner = alias(users, 'unassigner');

const actorOf = (ctx: RequestContext) => ctx.user?.actorId ?? ctx.user?.id ?? null;
const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, name: `${first ?? ''} ${last ?? ''}`.trim() };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The rows the caller is a party to (system admins: every row). */
function parties(ctx: RequestContext): SQL | undefined {
  const user = userOf(ctx);
  if (user.isAdmin) return undefined;
  if (user.companyId === null) return sql`false`;
  return or(eq(rows.securityCompanyId, user.companyId), eq(rows.customerCompanyId, user.companyId));
}

function sideOf(ctx: RequestContext, row: { securityCompanyId: number; customerCompanyId: number }) {
  const user = userOf(ctx);
  if (user.isAdmin) return 'admin' as const;
  return row.securityCompanyId === user.companyId ? ('security-company' as const) : ('customer' as const);
}

const select = (db: DbOrTx) =>
  db
    .select({
      row: rows,
      serial: devices.serial,
      deviceName: devices.name,
      type: hardware.type,
      customerName: customers.name,
      securityName: securityCos.name,
      rqFirst: requester.firstName,
      rqLast: requester.lastName,
      anFirst: answerer.firstName,
      anLast: answerer.lastName,
      unFirst: unassigner.firstName,
      unLast: unassigner.lastName,
    })
    .from(rows)
    .innerJoin(devices, eq(devices.id, rows.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(customers, eq(customers.id, rows.customerCompanyId))
    .innerJoin(securityCos, eq(securityCos.id, rows.securityCompanyId))
    .leftJoin(requester, eq(requester.id, rows.requestedBy))
    .leftJoin(answerer, eq(answerer.id, rows.answeredBy))
    .leftJoin(unassigner, eq(unassigner.id, rows.unassignedBy));

type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const toAssignment =
  (ctx: RequestContext) =>
  (r: Selected): contract.DeviceAssignment => ({
    id: r.row.id,
    status: r.row.status,
    device: { id: r.row.deviceId, serial: r.serial, name: r.deviceName, type: r.type },
    customer: { id: r.row.customerCompanyId, name: r.customerName },
    securityCompany: { id: r.row.securityCompanyId, name: r.securityName },
    note: r.row.note,
    requestedBy: person(r.row.requestedBy, r.rqFirst, r.rqLast),
    requestedAt: r.row.requestedAt.toISOString(),
    answeredBy: person(r.row.answeredBy, r.anFirst, r.anLast),
    answeredAt: iso(r.row.answeredAt),
    reason: r.row.reason,
    unassignedBy: person(r.row.unassignedBy, r.unFirst, r.unLast),
    unassignedAt: iso(r.row.unassignedAt),
    actions: contract.assignmentActionsFor(r.row.status, sideOf(ctx, r.row)),
  });

export interface AssignmentFilters {
  name?: string;
  status?: contract.AssignmentStatus;
  side?: 'sent' | 'received';
  customerId?: number;
}

const SORTS = {
  id: rows.id,
  requestedAt: rows.requestedAt,
  status: rows.status,
  serial: devices.serial,
} as const;

export async function listAssignments(
  db: DbOrTx,
  ctx: RequestContext,
  filters: AssignmentFilters,
  page: ListQuery<(typeof contract.ASSIGNMENT_SORTS)[number]>,
) {
  const own = userOf(ctx).companyId;
  if (filters.customerId !== undefined) await knownCustomer(db, ctx, filters.customerId);
  const search = filters.name && filters.name.trim().length >= 2 ? `%${filters.name.trim()}%` : undefined;
  const where = and(
    parties(ctx),
    filters.status ? eq(rows.status, filters.status) : undefined,
    filters.side === 'sent' ? eq(rows.securityCompanyId, own ?? -1) : undefined,
    filters.side === 'received' ? eq(rows.customerCompanyId, own ?? -1) : undefined,
    filters.customerId ? eq(rows.customerCompanyId, filters.customerId) : undefined,
    search ? or(ilike(devices.serial, search), ilike(devices.name, search)) : undefined,
  );
  const order = page.sort.map((s) => (s.direction === 'desc' ? desc : asc)(SORTS[s.field]));
  const data = await select(db)
    .where(where)
    .orderBy(...order, desc(rows.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(rows)
    .innerJoin(devices, eq(devices.id, rows.deviceId))
    .where(where);
  return { data: data.map(toAssignment(ctx)), totalRecords: total?.n ?? 0 };
}

/** A customer filter: a company the caller sees or is a party with (404 otherwise). */
async function knownCustomer(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select({ id: rows.id })
    .from(rows)
    .where(and(eq(rows.customerCompanyId, id), parties(ctx)))
    .limit(1);
  if (!row) await findVisibleCompany(db, ctx, id);
}

async function one(db: DbOrTx, ctx: RequestContext, id: number) {
  const [found] = await select(db).where(and(eq(rows.id, id), parties(ctx)));
  if (!found) throw notFound('Device assignment');
  return found;
}

export async function assignmentById(db: DbOrTx, ctx: RequestContext, id: number) {
  return toAssignment(ctx)(await one(db, ctx, id));
}

/**
 * A security company asks: one pending row per serial. The customer must be one the caller's company serves
 * (418 on customerId), each serial one of that customer's Defcon devices without an open assignment (418 on
 * serials.<i>); nothing is saved unless every serial passes.
 */
export async function saveAssignments(
  db: DbOrTx,
  ctx: RequestContext,
  body: { customerId: number; serials: string[]; note?: string; securityCompanyId?: number },
) {
  const user = userOf(ctx);
  const securityCompanyId = user.isAdmin ? body.securityCompanyId : user.companyId;
  if (securityCompanyId === undefined || securityCompanyId === null) {
    throw new ValidationError([{ param: 'securityCompanyId', msg: 'Required' }]);
  }
  const [security] = await db
    .select({ type: companies.type })
    .from(companies)
    .where(eq(companies.id, securityCompanyId));
  if (security?.type !== 'Security Company') {
    if (user.isAdmin)
      throw new ValidationError([{ param: 'securityCompanyId', msg: 'Choose a Security Company' }]);
    throw new HttpError(403, 'Only a security company asks to monitor devices', 'NOT_A_SECURITY_COMPANY');
  }
  const customer = await visibleCustomer(db, ctx, body.customerId);
  if (customer.id === securityCompanyId) {
    throw new ValidationError([{ param: 'customerId', msg: 'Choose One of Your Customers' }]);
  }
  const serials = body.serials.map((s) => s.trim());
  const found = await db
    .select({
      id: devices.id,
      serial: devices.serial,
      open: sql<boolean>`exists (select 1 from ${rows} r where r.device_id = ${devices.id} and r.status in ('pending', 'accepted'))`,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(
      and(inArray(devices.serial, serials), eq(devices.companyId, customer.id), eq(hardware.app, 'defcon')),
    );
  const bySerial = new Map(found.map((d) => [d.serial, d]));
  const errors: { param: string; msg: string }[] = [];
  serials.forEach((serial, i) => {
    const device = bySerial.get(serial);
    if (!device) errors.push({ param: `serials.${i}`, msg: 'Not a Defcon Device of This Customer' });
    else if (device.open) errors.push({ param: `serials.${i}`, msg: 'Already Assigned or Asked' });
    else if (serials.indexOf(serial) !== i) errors.push({ param: `serials.${i}`, msg: 'Listed Twice' });
  });
  if (errors.length > 0) throw new ValidationError(errors);
  const created = await db.transaction(async (tx) =>
    tx
      .insert(rows)
      .values(
        serials.map((serial) => ({
          deviceId: bySerial.get(serial)?.id ?? 0,
          customerCompanyId: customer.id,
          securityCompanyId,
          note: body.note || null,
          requestedBy: actorOf(ctx),
        })),
      )
      .returning({ id: rows.id }),
  );
  const ids = created.map((c) => c.id);
  const data = await select(db).where(inArray(rows.id, ids)).orderBy(asc(rows.id));
  return data.map(toAssignment(ctx));
}

type Action = 'accept' | 'reject' | 'unassign';

/** accept / reject (the customer) and unassign (either side); 409 from a status that does not allow it. */
export async function answerAssignment(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  action: Action,
  reason?: string,
) {
  const found = await one(db, ctx, id);
  const side = sideOf(ctx, found.row);
  const allowed = contract.assignmentActionsFor(found.row.status, side);
  if (!allowed.includes(action)) {
    if (side === 'security-company' && found.row.status === 'pending' && action !== 'unassign') {
      throw forbidden('Only the customer accepts or rejects', 'ASSIGNMENT_CUSTOMER_ANSWERS');
    }
    throw new HttpError(
      409,
      `This assignment is ${found.row.status}`,
      action === 'unassign' ? 'ASSIGNMENT_NOT_OPEN' : 'ASSIGNMENT_NOT_PENDING',
    );
  }
  const now = new Date();
  const actor = actorOf(ctx);
  const from = action === 'unassign' ? (['pending', 'accepted'] as const) : (['pending'] as const);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(rows)
      .set(
        action === 'unassign'
          ? {
              status: 'unassigned',
              unassignedAt: now,
              unassignedBy: actor,
              reason: reason ?? found.row.reason,
            }
          : {
              status: action === 'accept' ? 'accepted' : 'rejected',
              answeredAt: now,
              answeredBy: actor,
              reason: reason ?? null,
            },
      )
      .where(and(eq(rows.id, id), inArray(rows.status, [...from])))
      .returning({ id: rows.id });
    if (!moved) throw new HttpError(409, 'This assignment changed meanwhile', 'ASSIGNMENT_CHANGED');
    if (action === 'accept' && found.type === 'alarm-panel') {
      await tx
        .insert(defconPanels)
        .values({ deviceId: found.row.deviceId, securityCompanyId: found.row.securityCompanyId })
        .onConflictDoUpdate({
          target: defconPanels.deviceId,
          set: { securityCompanyId: found.row.securityCompanyId, updatedAt: now },
        });
      await recordInfo(tx, found.row.deviceId, 'info', 'MONITORED', `Monitored by ${found.securityName}`);
    }
    if (action === 'unassign' && found.row.status === 'accepted' && found.type === 'alarm-panel') {
      await tx
        .update(defconPanels)
        .set({ securityCompanyId: null, updatedAt: now })
        .where(
          and(
            eq(defconPanels.deviceId, found.row.deviceId),
            eq(defconPanels.securityCompanyId, found.row.securityCompanyId),
          ),
        );
      await recordInfo(
        tx,
        found.row.deviceId,
        'info',
        'UNMONITORED',
        `No longer monitored by ${found.securityName}`,
      );
    }
  });
  return assignmentById(db, ctx, id);
}
