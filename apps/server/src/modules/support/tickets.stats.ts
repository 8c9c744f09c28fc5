import { support } from '@atrium/contracts';
import { and, count, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { supportTickets } from './support.schema.ts';

/** Tickets of these customers not yet resolved or closed (the management dashboard's figure). */
export async function countOpenTickets(db: DbOrTx, customerIds: string[]): Promise<number> {
  const ids = customerIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(
        inArray(supportTickets.customerCompanyId, ids),
        notInArray(supportTickets.state, [...support.DONE_TICKET_STATES]),
      ),
    );
  return row?.n ?? 0;
}
