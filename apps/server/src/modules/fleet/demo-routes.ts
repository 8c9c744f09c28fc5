import { distanceKm } from './track.ts';

/**
 * Demo routes along real Dubai roads (waypoints at interchanges and landmarks, WGS84): what the seeded
 * history and the simulator drive. Each vehicle runs its route out and back.
 */
export type Waypoint = readonly [lat: number, lon: number];

export const DUBAI_ROUTES: Record<string, readonly Waypoint[]> = {
  // E11 Sheikh Zayed Road, Trade Centre to Jebel Ali.
  sheikhZayed: [
    [25.2285, 55.2867],
    [25.2172, 55.2797],
    [25.201, 55.2696],
    [25.186, 55.257],
    [25.1713, 55.2432],
    [25.156, 55.229],
    [25.1378, 55.2138],
    [25.12, 55.2],
    [25.1066, 55.1794],
    [25.096, 55.162],
    [25.0847, 55.1497],
    [25.072, 55.139],
    [25.0581, 55.128],
    [25.044, 55.118],
    [25.0275, 55.1046],
    [25.011, 55.092],
  ],
  // Jumeirah Beach Road and Al Sufouh Road, Jumeirah Mosque to the Marina.
  jumeirah: [
    [25.234, 55.265],
    [25.2268, 55.2574],
    [25.2165, 55.2525],
    [25.2035, 55.2395],
    [25.1883, 55.2255],
    [25.1732, 55.2117],
    [25.158, 55.207],
    [25.1466, 55.1942],
    [25.1412, 55.1853],
    [25.133, 55.184],
    [25.121, 55.17],
    [25.105, 55.154],
    [25.0925, 55.1455],
    [25.08, 55.14],
  ],
  // E44 Al Khail Road, Ras Al Khor to Jumeirah Village.
  alKhail: [
    [25.187, 55.333],
    [25.1832, 55.3152],
    [25.1773, 55.2958],
    [25.1694, 55.2778],
    [25.1598, 55.2611],
    [25.151, 55.25],
    [25.1354, 55.2381],
    [25.1201, 55.2285],
    [25.1055, 55.2183],
    [25.095, 55.21],
    [25.0775, 55.2066],
    [25.06, 55.205],
  ],
  // Airport Road and Al Maktoum Bridge, DXB Terminal 3 to Trade Centre.
  airport: [
    [25.248, 55.365],
    [25.2452, 55.3551],
    [25.24, 55.344],
    [25.2455, 55.3382],
    [25.251, 55.333],
    [25.2545, 55.3283],
    [25.258, 55.324],
    [25.2528, 55.3147],
    [25.246, 55.305],
    [25.2395, 55.2977],
    [25.2335, 55.2915],
    [25.2285, 55.2867],
  ],
  // Al Ittihad Road, Deira to the Sharjah border.
  ittihad: [
    [25.2655, 55.3312],
    [25.2712, 55.3455],
    [25.277, 55.36],
    [25.2835, 55.3651],
    [25.29, 55.37],
    [25.2951, 55.3752],
    [25.3, 55.38],
  ],
  // Al Awir Road and Emirates Road, Ras Al Khor to International City and Silicon Oasis.
  awir: [
    [25.19, 55.36],
    [25.1812, 55.3765],
    [25.1727, 55.3926],
    [25.165, 55.408],
    [25.151, 55.4005],
    [25.1356, 55.3912],
    [25.12, 55.38],
  ],
};

export const ROUTE_NAMES = Object.keys(DUBAI_ROUTES);

/** A route's cumulative length at each waypoint, in km. */
export function routeLengths(route: readonly Waypoint[]): number[] {
  const lengths = [0];
  for (let i = 1; i < route.length; i++) {
    const [aLat, aLon] = route[i - 1] as Waypoint;
    const [bLat, bLon] = route[i] as Waypoint;
    lengths.push((lengths[i - 1] as number) + distanceKm({ lat: aLat, lon: aLon }, { lat: bLat, lon: bLon }));
  }
  return lengths;
}

const bearing = (a: Waypoint, b: Waypoint) => {
  const rad = Math.PI / 180;
  const y = Math.sin((b[1] - a[1]) * rad) * Math.cos(b[0] * rad);
  const x =
    Math.cos(a[0] * rad) * Math.sin(b[0] * rad) -
    Math.sin(a[0] * rad) * Math.cos(b[0] * rad) * Math.cos((b[1] - a[1]) * rad);
  return (Math.atan2(y, x) / rad + 360) % 360;
};

/**
 * Where a vehicle is after `km` along its route driven out and back (so any distance is on the road), and
 * which way it heads.
 */
export function pointAlong(
  route: readonly Waypoint[],
  km: number,
): { lat: number; lon: number; heading: number } {
  const lengths = routeLengths(route);
  const total = lengths[lengths.length - 1] as number;
  const lap = ((km % (2 * total)) + 2 * total) % (2 * total);
  const back = lap > total;
  const at = back ? 2 * total - lap : lap;
  let i = 1;
  while (i < lengths.length - 1 && (lengths[i] as number) < at) i++;
  const a = route[i - 1] as Waypoint;
  const b = route[i] as Waypoint;
  const span = (lengths[i] as number) - (lengths[i - 1] as number);
  const f = span > 0 ? (at - (lengths[i - 1] as number)) / span : 0;
  const heading = back ? bearing(b, a) : bearing(a, b);
  return { lat: a[0] + (b[0] - a[0]) * f, lon: a[1] + (b[1] - a[1]) * f, heading: Math.round(heading) };
}
