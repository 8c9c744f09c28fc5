import { alarms, fleet } from '@atrium/contracts';
import { appEvents } from '../../kernel/app-events.ts';
import type { Database } from '../../kernel/db/client.ts';
import { emitToRooms } from '../realtime/room-events.ts';

/**
 * Job card changes (created, updated, moved, deleted), per application: pushed on the socket to the card's
 * company room as `fleet:job-card` (the realtime module's room events), so every kanban and list of the
 * company reloads; `onJobCardChanged` lets the server's own listeners hear them too.
 */
const jobCardEvents = appEvents<[event: fleet.JobCardEvent]>();

export const onJobCardChanged = jobCardEvents.on;

export function emitJobCardChanged(database: Database, event: fleet.JobCardEvent) {
  jobCardEvents.emit(database, event);
  emitToRooms(database, {
    rooms: [alarms.companyRoom(event.companyId)],
    name: fleet.JOB_CARD_EVENT,
    payload: event,
  });
}
