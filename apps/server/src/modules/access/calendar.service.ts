import { access as contract, type places } from '@atrium/contracts';
import { and, asc, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { iso } from '../places/scope.ts';
import { doorAccesses } from './access.schema.ts';
import { type AccessSelection, scheduleOfRow, selectAccesses } from './access-rows.ts';
import { accessWhere } from './accesses.service.ts';

export interface CalendarQuery {
  from: string;
  to: string;
  type?: contract.AccessType;
  doorId?: number;
  userId?: number;
  credentialId?: number;
  customerId?: places.CustomerId;
  includeRevoked?: 'true' | 'false';
}

const WORDS: Record<contract.AccessType, string> = {
  fulltime: 'Fulltime',
  scheduled: 'Scheduled',
  'public-temporary': 'Temporary link',
  onetime: 'One-time link',
};

const titleOf = (r: AccessSelection) =>
  `${r.doorName}: ${r.userName ?? r.credentialLabel ?? (r.row.note || WORDS[r.row.type])}`;

/** Calendar mode: the accesses whose validity meets the range, each as its dated spans in it. */
export async function accessCalendar(db: DbOrTx, ctx: RequestContext, query: CalendarQuery) {
  const now = new Date();
  const range = { start: new Date(query.from), end: new Date(query.to) };
  const a = doorAccesses;
  const where = and(
    await accessWhere(db, ctx, query, contract.ACCESS_TYPES, now),
    query.includeRevoked === 'true' ? undefined : isNull(a.revokedAt),
    or(isNull(a.validFrom), lt(a.validFrom, range.end)),
    or(isNull(a.validUntil), gt(a.validUntil, range.start)),
  );
  const rows = await selectAccesses(db, where).orderBy(asc(a.validFrom), asc(a.id));
  const occurrences: contract.Occurrence[] = rows.flatMap((r) => {
    const state = contract.accessState(r.row, now);
    return contract.accessSpans(r.row, scheduleOfRow(r), range).map((span) => ({
      accessId: r.row.id,
      type: r.row.type,
      state,
      title: titleOf(r),
      door: { id: r.row.doorId, name: r.doorName },
      start: iso(span.start),
      end: iso(span.end),
    }));
  });
  occurrences.sort((x, y) => x.start.localeCompare(y.start) || x.accessId - y.accessId);
  return {
    data: occurrences.slice(0, contract.MAX_CALENDAR_OCCURRENCES),
    truncated: occurrences.length > contract.MAX_CALENDAR_OCCURRENCES,
  };
}
