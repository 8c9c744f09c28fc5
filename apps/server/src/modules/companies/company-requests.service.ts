import { type auth, companies as contract, type ListQuery } from '@atrium/contracts';
import { aliasedTable, and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { hashToken, randomToken } from '../../kernel/auth/tokens.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { queueMail } from '../mail/mail.service.ts';
import { companies, companyRequests } from './companies.schema.ts';
import { findVisibleCompany } from './companies.service.ts';

const sender = aliasedTable(companies, 'sender');
const destination = aliasedTable(companies, 'destination');

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: companyRequests,
      sender: { id: sender.id, name: sender.name },
      destination: { id: destination.id, name: destination.name },
    })
    .from(companyRequests)
    .innerJoin(sender, eq(sender.id, companyRequests.senderCompanyId))
    .leftJoin(destination, eq(destination.id, companyRequests.destinationCompanyId));

interface Row {
  request: typeof companyRequests.$inferSelect;
  sender: { id: number; name: string };
  destination: { id: number; name: string } | null;
}
const toRequest = ({ request, sender: from, destination: to }: Row): contract.ServiceRequest => ({
  id: request.id,
  senderCompany: from,
  destinationType: request.destinationType,
  destinationEmail: request.destinationEmail,
  destinationCompany: to,
  type: request.type,
  status: request.status,
  contractStatus: request.contractStatus,
  createdAt: request.createdAt.toISOString(),
  updatedAt: request.updatedAt.toISOString(),
});

const partyOf = (companyId: number): SQL | undefined =>
  or(eq(companyRequests.senderCompanyId, companyId), eq(companyRequests.destinationCompanyId, companyId));

export async function listRequests(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filters: { status?: contract.RequestStatus; direction?: 'sent' | 'received' },
  page: ListQuery,
) {
  await findVisibleCompany(db, ctx, companyId);
  const where = and(
    filters.direction === 'sent'
      ? eq(companyRequests.senderCompanyId, companyId)
      : filters.direction === 'received'
        ? eq(companyRequests.destinationCompanyId, companyId)
        : partyOf(companyId),
    filters.status ? eq(companyRequests.status, filters.status) : undefined,
  );
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(desc(companyRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(companyRequests).where(where);
  return { data: rows.map(toRequest), totalRecords: total?.n ?? 0 };
}

export async function getRequest(db: DbOrTx, ctx: RequestContext, companyId: number, requestId: number) {
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await selectRequests(db).where(and(eq(companyRequests.id, requestId), partyOf(companyId)));
  if (!row) throw notFound('Request');
  return toRequest(row);
}

export async function sendRequest(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  companyId: number,
  input: {
    destinationType: auth.CompanyType;
    type: contract.ServiceRequest['type'];
    destinationEmail: string;
  },
) {
  const from = await findVisibleCompany(db, ctx, companyId);
  const allowed = contract.creatableCompanyTypes({ isAdmin: false, companyType: from.type });
  if (!allowed.includes(input.destinationType)) {
    throw new ValidationError([{ param: 'destinationType', msg: `Requests go to: ${allowed.join(', ')}` }]);
  }
  const [to] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.email, input.destinationEmail), eq(companies.type, input.destinationType)))
    .limit(1);
  if (to?.id === companyId)
    throw new ValidationError([{ param: 'destinationEmail', msg: 'A company cannot ask itself' }]);
  // A destination not on the platform gets a link whose token finds this request again at sign-up.
  const token = to ? undefined : randomToken();
  const [created] = await db
    .insert(companyRequests)
    .values({
      ...input,
      senderCompanyId: companyId,
      destinationCompanyId: to?.id ?? null,
      invitationTokenHash: token ? hashToken(token) : null,
    })
    .returning({ id: companyRequests.id });
  if (!created) throw new Error('request insert returned nothing');
  const signUp = `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')}/core/auth/sign-up?invitation=${token}`;
  await queueMail(db, {
    to: input.destinationEmail,
    subject: `${from.name} asks ${config.BRAND_NAME} for ${input.type}`,
    text: to
      ? `${from.name} sent your company a ${input.type} request. Open ${config.BRAND_NAME} to handle it.`
      : `${from.name} would like your company (${input.destinationType}) to provide ${input.type} on ${config.BRAND_NAME}. Join here: ${signUp}`,
  });
  return getRequest(db, ctx, companyId, created.id);
}

/** Moves a request through R12, allowed only to the party the action belongs to. */
export async function moveRequest(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  requestId: number,
  action: contract.RequestAction,
) {
  const current = await getRequest(db, ctx, companyId, requestId);
  const isSender = current.senderCompany.id === companyId;
  const isDestination = current.destinationCompany?.id === companyId;
  const mayAct = { engage: isDestination, cancel: isSender, disengage: isSender || isDestination }[action];
  if (!mayAct) throw notFound('Request');
  const next = contract.nextRequestStatus(current.status, action);
  if (!next) throw new HttpError(409, `This request is ${current.status}`, 'REQUEST_STATE');
  await db
    .update(companyRequests)
    .set({ status: next, updatedAt: new Date() })
    .where(and(eq(companyRequests.id, requestId), eq(companyRequests.status, current.status)));
  return getRequest(db, ctx, companyId, requestId);
}
