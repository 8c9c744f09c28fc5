import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { FB_PATHS } from '../paths.ts';
import { facilityBookingRoutes } from '../routes.tsx';

/** Every `facility-booking` row of the spec's routes.tsv, ids standing for path parameters. */
const SPEC_SCREENS = [
  '/facility-booking',
  '/facility-booking/analysis/dashboard',
  '/facility-booking/reservations/list',
  '/facility-booking/reservations/calendar',
  '/facility-booking/reservations/reserve',
  '/facility-booking/reservations/integration',
  '/facility-booking/building/list',
  '/facility-booking/building/details/7',
  '/facility-booking/building/group/7',
  '/facility-booking/visitors/list',
  '/facility-booking/alarms/alarms-list/live',
  '/facility-booking/devices/device-list',
  '/facility-booking/devices/device-history',
];

// The main layout's routes are relative to '/'.
const tree = [{ path: '/', children: facilityBookingRoutes }];
const matchOf = (screen: string) =>
  matchRoutes(tree, screen)?.at(-1)?.route as (typeof facilityBookingRoutes)[number] | undefined;

describe('[FACILITY-BOOKING][ROUTES]', () => {
  test.each(SPEC_SCREENS)(
    'A1 %s exists, in Arabic too, hidden by HIDE_FACILITYBOOKING, with a permission',
    (screen) => {
      const route = matchOf(screen);
      expect(route, `no route for ${screen}`).toBeDefined();
      expect(route?.path).not.toBe('*');
      expect(route?.handle.app).toBe('facilitybooking');
      expect(route?.handle.noArabic).toBeUndefined();
      expect(route?.handle.permissions).toBeDefined();
    },
  );

  test('the app entry sits in the applications container, with the app’s keys', () => {
    const entry = facilityBookingRoutes.find((route) => route.id === 'facility-booking');
    expect(entry?.path).toBe('facility-booking');
    expect(entry?.handle.container).toBe('applications');
    expect(entry?.handle.permissions).toContain('p_facility_booking_reservations_view');
    expect(entry?.loader).toBeTypeOf('function');
  });

  test('route ids are the app’s own (prefixed facility-booking) and unique', () => {
    const ids = facilityBookingRoutes.flatMap((route) => (route.id ? [route.id] : []));
    expect(ids.every((id) => id === 'facility-booking' || id.startsWith('facility-booking-'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every sidebar parent named by a route exists', () => {
    const ids = new Set(facilityBookingRoutes.map((route) => route.id));
    for (const route of facilityBookingRoutes)
      if (route.handle.parent) expect(ids.has(route.handle.parent), route.handle.parent).toBe(true);
  });

  test('the paths written once match the spec', () => {
    expect(FB_PATHS.alarmsLive).toBe('/facility-booking/alarms/alarms-list/live');
    expect(FB_PATHS.deviceList).toBe('/facility-booking/devices/device-list');
    expect(FB_PATHS.buildingDetails(7)).toBe('/facility-booking/building/details/7');
    expect(FB_PATHS.group(7)).toBe('/facility-booking/building/group/7');
  });
});
