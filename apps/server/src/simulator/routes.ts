/**
 * Real-looking routes around Dubai for the simulated trackers: closed loops of waypoints along real roads
 * and walks, travelled at a steady speed. Deterministic in time, so the seeded track and the live one join.
 */

export type LatLng = readonly [lat: number, lng: number];

export interface Route {
  points: readonly LatLng[];
  /** km/h while moving. */
  speedKmh: number;
}

const WAREHOUSE: LatLng = [25.0118, 55.1336];
const HQ: LatLng = [25.2048, 55.2708];

export const ROUTES = {
  /** Jebel Ali to Downtown along Sheikh Zayed Road and back. */
  szr: {
    speedKmh: 70,
    points: [
      WAREHOUSE,
      [25.0435, 55.1245],
      [25.0805, 55.1405],
      [25.1012, 55.1602],
      [25.1181, 55.2006],
      [25.1405, 55.2262],
      [25.1712, 55.2485],
      [25.1855, 55.2602],
      HQ,
      [25.2185, 55.2815],
    ],
  },
  /** Downtown to Deira and the airport over Al Maktoum Bridge. */
  deira: {
    speedKmh: 45,
    points: [
      HQ,
      [25.2285, 55.3005],
      [25.2405, 55.3252],
      [25.2532, 55.331],
      [25.2655, 55.3105],
      [25.2532, 55.3657],
      [25.2762, 55.3852],
    ],
  },
  /** Jebel Ali to Dubai Investments Park and Al Maktoum airport. */
  dip: {
    speedKmh: 60,
    points: [WAREHOUSE, [24.9905, 55.1702], [24.9502, 55.1755], [24.8962, 55.1612], [24.9605, 55.1405]],
  },
  /** The reefer truck: Jebel Ali, Al Quoz, the Deira waterfront market. */
  reefer: {
    speedKmh: 55,
    points: [WAREHOUSE, [25.1405, 55.2262], [25.1855, 55.2602], [25.2405, 55.3252], [25.2722, 55.3062]],
  },
  /** A forklift round the warehouse yard. */
  yard: {
    speedKmh: 8,
    points: [
      [25.0113, 55.1331],
      [25.0123, 55.1331],
      [25.0123, 55.1343],
      [25.0113, 55.1343],
    ],
  },
  /** A guard's round of the headquarters. */
  patrol: {
    speedKmh: 4.5,
    points: [
      [25.2041, 55.2699],
      [25.2056, 55.2699],
      [25.2058, 55.2718],
      [25.2043, 55.2721],
    ],
  },
  /** A technician on the Marina walk (leaves the HQ geofence: a demo geofence exit). */
  marina: {
    speedKmh: 5,
    points: [
      [25.0805, 55.1405],
      [25.0778, 55.1375],
      [25.0742, 55.1352],
      [25.0705, 55.1318],
      [25.0742, 55.1352],
    ],
  },
  /** A parked generator trailer by the annex. */
  parked: { speedKmh: 0, points: [[25.2051, 55.2712]] },
} as const satisfies Record<string, Route>;
export type RouteName = keyof typeof ROUTES;

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/** Where on its loop a tracker is at `now` (starting `offsetKm` along it), and how fast it goes. */
export function positionOn(route: Route, now: Date, offsetKm = 0): { at: LatLng; speedKmh: number } {
  const legs = route.points.map((from, i) => {
    const to = route.points[(i + 1) % route.points.length] as LatLng;
    return { from, to, km: distanceKm(from, to) };
  });
  const loop = legs.reduce((sum, leg) => sum + leg.km, 0);
  const first = route.points[0] as LatLng;
  if (loop === 0 || route.speedKmh === 0) return { at: first, speedKmh: 0 };
  let along = ((((now.getTime() / 3_600_000) * route.speedKmh + offsetKm) % loop) + loop) % loop;
  for (const leg of legs) {
    if (along <= leg.km && leg.km > 0) {
      const f = along / leg.km;
      return {
        at: [leg.from[0] + (leg.to[0] - leg.from[0]) * f, leg.from[1] + (leg.to[1] - leg.from[1]) * f],
        speedKmh: route.speedKmh,
      };
    }
    along -= leg.km;
  }
  return { at: first, speedKmh: route.speedKmh };
}
