import { z } from 'zod';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';

/** Pieces every asset watch endpoint shares (API prefix /asset-watch/api). */

export const AW_API = '/asset-watch/api';
export const awTags = ['asset-watch'];
export const awIdParams = z.object({ id: recordId });
/** The company a call is about: the caller's own; a system admin names one. */
export const awCompanyQuery = { companyId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT) };
export const awNamed = z.object({ id: z.number().int(), name: z.string() });
export type AwNamed = z.infer<typeof awNamed>;

export const awName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');
export const awText = (max: number) => z.string().trim().max(max, `Please Enter At Most ${max} Characters`);
export const awNullableId = recordId.nullable();

const isoDateTime = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });
/** At most this many days of positions in one answer. */
export const MAX_PERIOD_DAYS = 31;
/** Without `to`: now; without `from`: a day before `to`. */
export const periodQuery = { from: isoDateTime.optional(), to: isoDateTime.optional() };

/** The period a query names: [from, to], a day long by default; null when it is inverted or too long. */
export function periodOf(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 86_400_000);
  if (from > to || to.getTime() - from.getTime() > MAX_PERIOD_DAYS * 86_400_000) return null;
  return { from, to };
}
export const PERIOD_ERROR = `From must be before to, at most ${MAX_PERIOD_DAYS} days apart`;

export const AW_ERROR_CODES = {
  nameTaken: 'AW_NAME_TAKEN',
  deviceTaken: 'AW_DEVICE_TAKEN',
  locked: 'ASSET_LOCKED',
  notLocked: 'ASSET_NOT_LOCKED',
} as const;
