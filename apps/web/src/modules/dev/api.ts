import { auth, type Paged } from '@atrium/contracts';
import { call, type ResponseOf } from '../../lib/api.ts';
import type { TableQuery } from '../../ui/DataTable/index.ts';

export type OutboxMessage = ResponseOf<typeof auth.outbox>['data'][number];
export type OutboxChannel = auth.OutboxChannel;

/**
 * GET /dev/outbox: one page of the mail and SMS the product wrote, newest first, optionally for one
 * recipient (address or phone number) and one channel.
 */
export async function fetchOutboxPage(
  query: TableQuery,
  signal?: AbortSignal,
  channel?: OutboxChannel,
): Promise<Paged<OutboxMessage>> {
  const to = typeof query.filter.to === 'string' ? query.filter.to.trim() : '';
  return call(auth.outbox, {
    query: {
      limit: String(query.limit),
      offset: String(query.offset),
      ...(to ? { to } : {}),
      ...(channel ? { channel } : {}),
    },
    signal,
    cache: 'none',
  });
}
