import { auth, companies as contract } from '@atrium/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound } from '../../kernel/http/errors.ts';
import { companies, companyRequests } from './companies.schema.ts';
import { findVisibleCompany } from './companies.service.ts';
import { getRequest } from './company-requests.service.ts';

const isProviderType = (type: auth.CompanyType): type is auth.ServiceProviderType =>
  (auth.SERVICE_PROVIDER_TYPES as readonly string[]).includes(type);

/**
 * R13: the sender of a handled request suspends (Inactive) or resumes (Active) its contract. The provider
 * cannot change it (404, as for anyone who is not the sender).
 */
export async function setRequestContract(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  requestId: number,
  contractStatus: contract.ContractStatus,
) {
  const current = await getRequest(db, ctx, companyId, requestId);
  if (current.senderCompany.id !== companyId) throw notFound('Request');
  if (current.status !== 'handled') {
    throw new HttpError(409, `This request is ${current.status}`, 'REQUEST_STATE');
  }
  await db
    .update(companyRequests)
    .set({ contractStatus, updatedAt: new Date() })
    .where(and(eq(companyRequests.id, requestId), eq(companyRequests.status, 'handled')));
  return getRequest(db, ctx, companyId, requestId);
}

/** A waiting request to a company not yet on the platform, found by the token of its invitation mail. */
export async function findInvitation(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ request: companyRequests, senderName: companies.name })
    .from(companyRequests)
    .innerJoin(companies, eq(companies.id, companyRequests.senderCompanyId))
    .where(
      and(
        eq(companyRequests.invitationTokenHash, hashToken(token)),
        eq(companyRequests.status, 'sent'),
        isNull(companyRequests.destinationCompanyId),
      ),
    );
  const type = row?.request.destinationType;
  if (!row || !type || !isProviderType(type)) return undefined;
  return { id: row.request.id, senderName: row.senderName, destinationType: type, request: row.request };
}

export async function invitationView(db: DbOrTx, token: string): Promise<contract.Invitation> {
  const found = await findInvitation(db, token);
  if (!found) throw notFound('Invitation');
  return {
    senderCompany: { name: found.senderName },
    destinationType: found.destinationType,
    destinationEmail: found.request.destinationEmail,
    type: found.request.type,
    createdAt: found.request.createdAt.toISOString(),
  };
}

/** What the send-request form should offer a company: allowed provider types and their usual services. */
export async function recommendedMeta(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
): Promise<contract.RecommendedMeta> {
  const company = await findVisibleCompany(db, ctx, companyId);
  const sent = await db
    .select({
      destinationType: companyRequests.destinationType,
      status: companyRequests.status,
      contractStatus: companyRequests.contractStatus,
    })
    .from(companyRequests)
    .where(eq(companyRequests.senderCompanyId, companyId));
  const allowed = contract
    .creatableCompanyTypes({ isAdmin: false, companyType: company.type })
    .filter(isProviderType);
  return {
    destinations: allowed.map((destinationType) => {
      const mine = sent.filter((r) => r.destinationType === destinationType);
      return {
        destinationType,
        requestTypes: [...contract.RECOMMENDED_REQUEST_TYPES[destinationType]],
        engaged: mine.some((r) => r.status === 'handled' && r.contractStatus === 'Active'),
        pending: mine.some((r) => r.status === 'sent'),
      };
    }),
  };
}
