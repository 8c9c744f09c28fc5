import { openAlarmsAliasOf } from '../alarms/kit.ts';
import { defineEndpoint } from '../kernel/endpoint.ts';

/**
 * Facility booking alarms (issue 20): alarms of app `facility_booking` in the alarms module, raised by the
 * server's watcher without a template (kind `facility-booking`, category operational); the alarm's `key` names
 * the kind below and its `ruleId` is `fb:<kind>[:reservation:<id>]`. Each clears when its condition ends.
 * - occupied-without-booking: an occupancy sensor (`occupancy` = 1) in a bookable space with no confirmed
 *   reservation at that moment;
 * - no-show: a reservation started NO_SHOW_MINUTES ago and the space's occupancy sensor has shown nobody since
 *   its start (raised on the sensor; cleared when someone arrives or the reservation ends);
 * - door-held-open: a door controller reports `door` = 1 for more than DOOR_HELD_MINUTES.
 * The kit's alarm lists serve them (`/facmgmt/api/alarms/operational`, kind filter `facility-booking`), and
 * `GET /facmgmt/api/alarm` (spec §7) answers the live list of both categories.
 */

export const FB_ALARM_KINDS = ['occupied-without-booking', 'no-show', 'door-held-open'] as const;
export type FbAlarmKind = (typeof FB_ALARM_KINDS)[number];

/** The kit alarm kind (column `kind`) of every facility booking alarm. */
export const FB_ALARM_KIT_KIND = 'facility-booking' as const;

export const NO_SHOW_MINUTES = 15;
export const DOOR_HELD_MINUTES = 5;

export const FB_ALARM_SEVERITY: Record<FbAlarmKind, 'major' | 'minor' | 'warning'> = {
  'occupied-without-booking': 'minor',
  'no-show': 'warning',
  'door-held-open': 'major',
};

/** The rule id of a facility booking alarm (one open alarm per device and rule id). */
export const fbRuleId = (kind: FbAlarmKind, on: { reservationId?: number } = {}) =>
  on.reservationId !== undefined ? `fb:${kind}:reservation:${on.reservationId}` : `fb:${kind}`;

const isFbKind = (key: string | null): key is FbAlarmKind =>
  key !== null && (FB_ALARM_KINDS as readonly string[]).includes(key);

/** The facility booking kind of an alarm (null for a template's reading rule). */
export const fbAlarmKindOf = (alarm: { kind: string; key: string | null }): FbAlarmKind | null =>
  alarm.kind === FB_ALARM_KIT_KIND && isFbKind(alarm.key) ? alarm.key : null;

/** The reservation a no-show alarm is about (its rule id), so a screen can link to it; null otherwise. */
export function reservationIdOfAlarm(ruleId: string): number | null {
  const match = /^fb:[a-z-]+:reservation:(\d+)$/.exec(ruleId);
  return match ? Number(match[1]) : null;
}

/** Spec §7 `GET /facmgmt/api/alarm`: the kit's live list (open alarms, both categories or one). */
export const fbAlarmList = defineEndpoint({
  ...openAlarmsAliasOf('facility_booking'),
  path: '/facmgmt/api/alarm',
});
