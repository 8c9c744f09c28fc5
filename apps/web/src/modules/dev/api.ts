import { auth, type Paged } from '@atrium/contracts';
import { call, type ResponseOf } from '../../lib/api.ts';
import type { TableQuery } from '../../ui/DataTable/index.ts';

export type OutboxMessage = ResponseOf<typeof auth.outbox>['data'][number];

/** GET /dev/outbox: one page of the mail the product wrote, newest first, optionally for one recipient. */
export async function fetchOutboxPage(
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<OutboxMessage>> {
  const to = typeof query.filter.to === 'string' ? query.filter.to.trim() : '';
  return call(auth.outbox, {
    query: { limit: String(query.limit), offset: String(query.offset), ...(to ? { to } : {}) },
    signal,
    cache: 'none',
  });
}
