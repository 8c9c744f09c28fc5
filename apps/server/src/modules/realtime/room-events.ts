import { appEvents } from '../../kernel/app-events.ts';
import type { Database } from '../../kernel/db/client.ts';

/**
 * Events an application pushes to socket rooms it names (Defcon: a panel armed or disarmed, to its viewers'
 * rooms). The socket server delivers each to those rooms and to system admins; the rooms' names and who
 * joins them come from the contracts (the socket joins them at its handshake, `realtime.ts`).
 */
export interface RoomEvent {
  rooms: string[];
  name: string;
  payload: unknown;
}

const roomEvents = appEvents<[event: RoomEvent]>();

export const onRoomEvent = roomEvents.on;

export function emitToRooms(database: Database, event: RoomEvent) {
  if (event.rooms.length > 0) roomEvents.emit(database, event);
}
