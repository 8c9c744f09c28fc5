import { fleet, places } from '@atrium/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { alarmTemplates } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { DUBAI_ROUTES, type Waypoint } from '../fleet/demo-routes.ts';
import { fleetDrivers, fleetVehicles } from '../fleet/fleet.schema.ts';
import { geofences } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  fleetAlarmSettings,
  fleetJobCardHistory,
  fleetJobCards,
  fleetPois,
  fleetRouteStops,
  fleetRoutes,
} from './fleet-dispatch.schema.ts';
import { distanceToSegment, routeLength } from './rules.ts';

/**
 * The demo Customer's dispatch around Dubai: points of interest, routes, job cards in every state on the
 * seeded vehicles and drivers, three geofences for the fleet, its alarm settings and an offline rule.
 */

type Poi = [name: string, category: fleet.PoiCategory, lat: number, lng: number, radius: number];
const POIS: Poi[] = [
  ['Jebel Ali depot', 'depot', 25.0115, 55.0915, 300],
  ['Al Quoz warehouse', 'depot', 25.1365, 55.229, 200],
  ['Dubai Marina Mall', 'customer', 25.0763, 55.1404, 150],
  ['Mall of the Emirates', 'customer', 25.1181, 55.2006, 200],
  ['Dubai Mall loading bay', 'customer', 25.1985, 55.2796, 150],
  ['DIFC Gate Village', 'customer', 25.2121, 55.2807, 100],
  ['Deira City Centre', 'customer', 25.2522, 55.33, 200],
  ['DXB Cargo Village', 'customer', 25.2478, 55.3645, 250],
  ['ENOC Sheikh Zayed Road', 'fuel', 25.1469, 55.2214, 80],
  ['Business Bay service centre', 'service', 25.186, 55.2575, 120],
];

/** Stops as a POI name or a plain point, with the planned minutes after the start. */
type Stop = { poi: string; offset: number } | { name: string; lat: number; lng: number; offset: number };
/** The waypoints a road needs so that none is farther than `tolerance` metres from the line (Douglas-Peucker). */
function simplify(points: readonly Waypoint[], tolerance = 60): Waypoint[] {
  if (points.length < 3) return [...points];
  const ll = ([lat, lng]: Waypoint) => ({ lat, lng });
  const first = points[0] as Waypoint;
  const last = points[points.length - 1] as Waypoint;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = distanceToSegment(ll(points[i] as Waypoint), ll(first), ll(last));
    if (d > worst) [worst, at] = [d, i];
  }
  if (worst <= tolerance) return [first, last];
  return [
    ...simplify(points.slice(0, at + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(at), tolerance),
  ];
}

/**
 * A route along one of the fleet demo roads (what the simulator drives), so a demo vehicle on it keeps to its
 * corridor: a POI at the start, the road's turns as points planned at 40 km/h, a named point at the end.
 */
function roadRoute(
  name: string,
  description: string,
  color: string,
  from: string,
  road: readonly Waypoint[],
  to: string,
) {
  const points = simplify(road);
  let metres = 0;
  const stops: Stop[] = points.map(([lat, lng], i) => {
    const previous = points[i - 1];
    if (previous) metres += places.distanceInMetres({ lat: previous[0], lng: previous[1] }, { lat, lng });
    const offset = Math.round((metres / 40_000) * 60);
    if (i === 0) return { poi: from, offset };
    return { name: i === points.length - 1 ? to : `${name}, turn ${i}`, lat, lng, offset };
  });
  return { name, description, color, stops };
}

const ROUTES: { name: string; description: string; color: string; stops: Stop[] }[] = [
  {
    name: 'Jebel Ali to the Marina and MoE',
    description: 'Morning retail deliveries in the south-west',
    color: '#1C7ED6',
    stops: [
      { poi: 'Jebel Ali depot', offset: 0 },
      { poi: 'Dubai Marina Mall', offset: 25 },
      { poi: 'Mall of the Emirates', offset: 45 },
    ],
  },
  {
    name: 'Al Quoz to Downtown and DIFC',
    description: 'City centre drop-offs',
    color: '#2F9E44',
    stops: [
      { poi: 'Al Quoz warehouse', offset: 0 },
      { poi: 'Dubai Mall loading bay', offset: 20 },
      { poi: 'DIFC Gate Village', offset: 35 },
    ],
  },
  {
    name: 'Deira and airport cargo',
    description: 'Across Al Garhoud bridge to Deira and DXB cargo',
    color: '#E8590C',
    stops: [
      { poi: 'Al Quoz warehouse', offset: 0 },
      { name: 'Al Garhoud bridge', lat: 25.2279, lng: 55.3342, offset: 25 },
      { poi: 'Deira City Centre', offset: 35 },
      { poi: 'DXB Cargo Village', offset: 50 },
    ],
  },
  roadRoute(
    'Sheikh Zayed Road run',
    'Jebel Ali depot to the Trade Centre along the E11',
    '#7048E8',
    'Jebel Ali depot',
    [...(DUBAI_ROUTES.sheikhZayed ?? [])].reverse(),
    'Trade Centre roundabout',
  ),
  roadRoute(
    'Airport Road to the Trade Centre',
    'Cargo from DXB over Al Garhoud to the city',
    '#D6336C',
    'DXB Cargo Village',
    DUBAI_ROUTES.airport ?? [],
    'Trade Centre roundabout',
  ),
];

const GEOFENCES: [string, places.MapShape][] = [
  ['Jebel Ali depot yard', { type: 'circle', center: { lat: 25.0115, lng: 55.0915 }, radius: 400 }],
  [
    'Quoz industrial area',
    {
      type: 'polygon',
      path: [
        { lat: 25.145, lng: 55.215 },
        { lat: 25.15, lng: 55.245 },
        { lat: 25.125, lng: 55.25 },
        { lat: 25.12, lng: 55.22 },
      ],
    },
  ],
  [
    'Port Rashid gate zone',
    { type: 'rectangle', bounds: { north: 25.275, south: 25.265, east: 55.285, west: 55.27 } },
  ],
];

async function seedRoutes(db: DbOrTx, companyId: number) {
  const pois = await db
    .insert(fleetPois)
    .values(
      POIS.map(([name, category, lat, lng, radiusMeters]) => ({
        companyId,
        name,
        category,
        lat,
        lng,
        radiusMeters,
      })),
    )
    .returning();
  const poiOf = new Map(pois.map((p) => [p.name, p]));
  const routeIds: number[] = [];
  for (const route of ROUTES) {
    const stops = route.stops.map((s, position) => {
      const poi = 'poi' in s ? poiOf.get(s.poi) : undefined;
      if ('poi' in s && !poi) throw new Error(`no demo POI ${s.poi}`);
      return poi
        ? {
            position,
            poiId: poi.id,
            name: poi.name,
            lat: poi.lat,
            lng: poi.lng,
            radiusMeters: poi.radiusMeters,
            plannedOffsetMinutes: s.offset,
          }
        : {
            position,
            poiId: null,
            name: 'name' in s ? s.name : '',
            lat: 'lat' in s ? s.lat : 0,
            lng: 'lng' in s ? s.lng : 0,
            radiusMeters: fleet.DEFAULT_STOP_RADIUS_METERS,
            plannedOffsetMinutes: s.offset,
          };
    });
    const [row] = await db
      .insert(fleetRoutes)
      .values({
        companyId,
        name: route.name,
        description: route.description,
        color: route.color,
        distanceMeters: routeLength(stops),
      })
      .returning({ id: fleetRoutes.id });
    if (!row) throw new Error('route insert returned nothing');
    await db.insert(fleetRouteStops).values(stops.map((s) => ({ ...s, routeId: row.id })));
    routeIds.push(row.id);
  }
  return routeIds;
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
/** The states a card went through to reach `state`. */
const PATHS: Record<fleet.JobState, fleet.JobState[]> = {
  new: ['new'],
  assigned: ['new', 'assigned'],
  'in-progress': ['new', 'assigned', 'in-progress'],
  done: ['new', 'assigned', 'in-progress', 'done'],
  cancelled: ['new', 'assigned', 'cancelled'],
};

async function seedJobCards(db: DbOrTx, companyId: number, routeIds: number[], ownerId: number | null) {
  const vehicles = await db
    .select({ id: fleetVehicles.id, driverId: fleetVehicles.driverId })
    .from(fleetVehicles)
    .where(eq(fleetVehicles.companyId, companyId))
    .orderBy(asc(fleetVehicles.id));
  const drivers = await db
    .select({ id: fleetDrivers.id })
    .from(fleetDrivers)
    .where(eq(fleetDrivers.companyId, companyId))
    .orderBy(asc(fleetDrivers.id));
  const vehicle = (i: number) => vehicles[i % Math.max(vehicles.length, 1)];
  const driverOf = (i: number) =>
    vehicle(i)?.driverId ?? drivers[i % Math.max(drivers.length, 1)]?.id ?? null;
  const route = (i: number) => routeIds[i % routeIds.length] ?? null;
  const cards: {
    title: string;
    description: string;
    state: fleet.JobState;
    slot: number | null;
    route: number | null;
    start: number;
  }[] = [
    {
      title: 'Quote visit, Business Bay',
      description: 'Survey for a new client; no vehicle yet',
      state: 'new',
      slot: null,
      route: null,
      start: 24 * 60,
    },
    {
      title: 'Restock kiosks, Marina and MoE',
      description: 'Two pallets per site',
      state: 'assigned',
      slot: 1,
      route: 0,
      start: 120,
    },
    {
      // The vehicles in progress drive their job's road in the simulator (the fleet demo routes: Van 01 the
      // E11, Van 04 Airport Road), so they keep to the corridor; the demo shows lateness rather than detours.
      title: 'Sheikh Zayed Road deliveries',
      description: 'Signed delivery notes required',
      state: 'in-progress',
      slot: 0,
      route: 3,
      start: -20,
    },
    {
      title: 'Airport cargo pickup',
      description: 'Collect inbound freight at DXB cargo',
      state: 'in-progress',
      slot: 3,
      route: 4,
      start: -10,
    },
    {
      title: 'Downtown service run',
      description: 'Weekly drop-offs in Downtown and DIFC',
      state: 'done',
      slot: 2,
      route: 1,
      start: -26 * 60,
    },
    {
      title: 'Deira returns',
      description: 'Client postponed to next week',
      state: 'cancelled',
      slot: 4,
      route: 2,
      start: -3 * 60,
    },
  ];
  for (const card of cards) {
    const plannedStart = minutes(card.start);
    const path = PATHS[card.state];
    const started = path.includes('in-progress');
    const v = card.slot === null ? undefined : vehicle(card.slot);
    const [row] = await db
      .insert(fleetJobCards)
      .values({
        companyId,
        title: card.title,
        description: card.description,
        state: card.state,
        vehicleId: v?.id ?? null,
        driverId: card.slot === null ? null : driverOf(card.slot),
        routeId: card.route === null ? null : route(card.route),
        plannedStart,
        plannedEnd: minutes(card.start + 90),
        actualStart: started ? minutes(card.start + 2) : null,
        actualEnd: card.state === 'done' ? minutes(card.start + 80) : null,
        createdBy: ownerId,
        createdAt: minutes(card.start - 24 * 60),
      })
      .returning({ id: fleetJobCards.id });
    if (!row) throw new Error('job card insert returned nothing');
    await db.insert(fleetJobCardHistory).values(
      path.map((state, i) => ({
        jobCardId: row.id,
        at: minutes(card.start - 24 * 60 + i),
        userId: ownerId,
        event: i === 0 ? ('created' as const) : ('state' as const),
        fromState: i === 0 ? null : (path[i - 1] ?? null),
        toState: state,
      })),
    );
  }
}

export async function seedFleetDispatch({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Customer'));
  if (!company) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOwnerEmail('Customer')));
  const routeIds = await seedRoutes(db, company.id);
  await seedJobCards(db, company.id, routeIds, owner?.id ?? null);
  await db.insert(geofences).values(
    GEOFENCES.map(([name, shape]) => ({
      companyId: company.id,
      name,
      description: 'Fleet geofence',
      color: places.DEFAULT_GEOFENCE_COLOR,
      shape,
      shapeType: shape.type,
      ...places.shapeBBox(shape),
    })),
  );
  // The devices screen's offline alarms come from the kit: a fleet template with a no-data rule.
  await db.insert(alarmTemplates).values({
    companyId: company.id,
    app: 'fleet',
    name: 'Fleet trackers',
    description: 'A tracker silent for 15 minutes is offline.',
    rules: [{ id: 'fleet-offline', kind: 'no-data', minutes: 15, severity: 'warning' }],
  });
  await db.insert(fleetAlarmSettings).values({
    companyId: company.id,
    ...fleet.DEFAULT_ALARM_SETTINGS,
    speedLimitKmh: 100,
    outOfRouteMeters: 250,
  });
}
