import { alarms, support } from '@atrium/contracts';
import type { Database } from '../../kernel/db/client.ts';
import { emitToRooms } from '../realtime/room-events.ts';

/**
 * A new chat message, pushed as `support:message` to the customer's company room and the integrator's (the
 * socket server adds the admins' room: the platform's support).
 */
export function emitSupportMessage(database: Database, event: support.SupportMessageEvent) {
  const rooms = [alarms.companyRoom(event.customerId)];
  if (event.providerId !== null) rooms.push(alarms.companyRoom(event.providerId));
  emitToRooms(database, { rooms, name: support.SUPPORT_MESSAGE_EVENT, payload: event });
}
