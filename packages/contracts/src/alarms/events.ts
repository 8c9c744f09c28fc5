import type { Alarm } from './alarms.ts';

/**
 * Socket.IO events (server → client) of the realtime channel. A client connects to the API's origin
 * with `auth: { token: <access token> }`; it joins its company's room and its own.
 */
export const SOCKET_EVENTS = { alarm: 'alarm', reading: 'reading', deviceState: 'device-state' } as const;

export type AlarmChange = 'raised' | 'cleared' | 'updated';
export interface AlarmEvent {
  change: AlarmChange;
  alarm: Alarm;
  /**
   * Server side only (never sent): other companies whose alarm rooms of the app get the event besides the
   * owner's (Defcon: the security company serving the customer, the police it was escalated to).
   */
  companies?: number[];
}
/** A device's newest reading of a stored batch (one event per device and batch, not per message). */
export interface ReadingEvent {
  deviceId: number;
  serial: string;
  ts: string;
  values: Record<string, number>;
}
export interface DeviceStateEvent {
  deviceId: number;
  connectivity: 'online';
  lastSeenAt: string;
  /** The values just reported, to merge into the device's last values (a device reports some sensors at a time). */
  values: Record<string, number>;
}
export const companyRoom = (companyId: number) => `company:${companyId}`;
export const userRoom = (userId: number) => `user:${userId}`;
