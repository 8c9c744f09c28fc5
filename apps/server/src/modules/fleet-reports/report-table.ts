import * as contract from '@atrium/contracts/fleet/reports';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { fleetPositions } from '../fleet/fleet.schema.ts';
import { geofences } from '../places/places.schema.ts';
import { detectSpeeding, detectTrips, type TrackPoint } from './detection/trips.ts';
import { detectVisits, type GeofenceArea } from './detection/visits.ts';
import { jobPerformanceRows } from './job-performance.ts';
import type { ReportVehicleRow } from './vehicle-set.ts';

/** Positions read per vehicle and report at most (a 92-day period at one fix every 15 s). */
export const MAX_POSITIONS_PER_VEHICLE = 600_000;

export interface ReportParams {
  companyId: number;
  kind: contract.ReportKind;
  from: Date;
  to: Date;
  vehicles: readonly ReportVehicleRow[];
  speedLimitKmh: number;
  minStopMinutes: number;
}

export interface ReportTable {
  columns: readonly contract.ReportColumn[];
  rows: contract.ReportCell[][];
  summary: { key: string; type: contract.ReportColumnType; value: number }[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.round(ms / 1000);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const position = (p: { lat: number; lon: number }) => `${p.lat.toFixed(5)}, ${p.lon.toFixed(5)}`;

/** One vehicle's positions in the period, in time order (only its company's: a tracker may have moved). */
async function trackOf(db: DbOrTx, p: ReportParams, vehicle: ReportVehicleRow): Promise<TrackPoint[]> {
  if (vehicle.deviceId === null) return [];
  const rows = await db
    .select({
      ts: fleetPositions.ts,
      lat: fleetPositions.lat,
      lon: fleetPositions.lon,
      speedKmh: fleetPositions.speedKmh,
      ignition: fleetPositions.ignition,
    })
    .from(fleetPositions)
    .where(
      and(
        eq(fleetPositions.deviceId, vehicle.deviceId),
        eq(fleetPositions.companyId, p.companyId),
        gte(fleetPositions.ts, p.from),
        lt(fleetPositions.ts, p.to),
      ),
    )
    .orderBy(asc(fleetPositions.ts))
    .limit(MAX_POSITIONS_PER_VEHICLE);
  return rows.map((r) => ({ ...r, ts: r.ts.getTime() }));
}

async function areasOf(db: DbOrTx, companyId: number): Promise<GeofenceArea[]> {
  const rows = await db.select().from(geofences).where(eq(geofences.companyId, companyId));
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    shape: g.shape,
    bbox: { south: g.south, north: g.north, west: g.west, east: g.east },
  }));
}

type RowsOf = (v: ReportVehicleRow, track: TrackPoint[]) => contract.ReportCell[][];

async function perVehicle(db: DbOrTx, p: ReportParams, rowsOf: RowsOf) {
  const rows: contract.ReportCell[][] = [];
  for (const vehicle of p.vehicles) rows.push(...rowsOf(vehicle, await trackOf(db, p, vehicle)));
  return rows;
}

const sum = (rows: contract.ReportCell[][], index: number) =>
  rows.reduce((total, row) => total + (typeof row[index] === 'number' ? (row[index] as number) : 0), 0);

/** The report's table and summary, the same for its CSV and its PDF. */
export async function buildReportTable(db: DbOrTx, p: ReportParams): Promise<ReportTable> {
  const columns = contract.REPORT_COLUMNS[p.kind];
  const minStopMs = p.minStopMinutes * 60_000;
  switch (p.kind) {
    case 'trips': {
      const rows = await perVehicle(db, p, (v, track) =>
        detectTrips(track, { minStopMs }).trips.map((t) => [
          v.name,
          v.plate,
          iso(t.start.ts),
          iso(t.end.ts),
          seconds(t.durationMs),
          round(t.distanceKm, 2),
          round(t.maxSpeedKmh, 1),
          round(t.avgSpeedKmh, 1),
          position(t.start),
          position(t.end),
        ]),
      );
      return {
        columns,
        rows,
        summary: [
          { key: 'count', type: 'number', value: rows.length },
          { key: 'distance', type: 'km', value: round(sum(rows, 5), 2) },
          { key: 'duration', type: 'duration', value: sum(rows, 4) },
        ],
      };
    }
    case 'stops': {
      const rows = await perVehicle(db, p, (v, track) =>
        detectTrips(track, { minStopMs }).stops.map((s) => [
          v.name,
          v.plate,
          iso(s.start),
          iso(s.end),
          seconds(s.durationMs),
          position(s),
          s.ongoing,
        ]),
      );
      return {
        columns,
        rows,
        summary: [
          { key: 'count', type: 'number', value: rows.length },
          { key: 'duration', type: 'duration', value: sum(rows, 4) },
        ],
      };
    }
    case 'speeding': {
      const rows = await perVehicle(db, p, (v, track) =>
        detectSpeeding(track, p.speedLimitKmh).map((s) => [
          v.name,
          v.plate,
          iso(s.start.ts),
          iso(s.end.ts),
          seconds(s.durationMs),
          round(s.maxSpeedKmh, 1),
          p.speedLimitKmh,
          round(s.distanceKm, 2),
          position(s.start),
        ]),
      );
      const top = rows.reduce((m, r) => Math.max(m, r[5] as number), 0);
      return {
        columns,
        rows,
        summary: [
          { key: 'count', type: 'number', value: rows.length },
          { key: 'maxSpeed', type: 'kmh', value: top },
        ],
      };
    }
    case 'geofence-visits': {
      const areas = await areasOf(db, p.companyId);
      const rows = areas.length
        ? await perVehicle(db, p, (v, track) =>
            detectVisits(track, areas).map((visit) => [
              v.name,
              v.plate,
              visit.geofence.name,
              iso(visit.enter),
              visit.exit === null ? null : iso(visit.exit),
              seconds(visit.durationMs),
            ]),
          )
        : [];
      return {
        columns,
        rows,
        summary: [
          { key: 'count', type: 'number', value: rows.length },
          { key: 'duration', type: 'duration', value: sum(rows, 5) },
        ],
      };
    }
    case 'job-performance': {
      const rows = await jobPerformanceRows(db, p);
      // Columns: job, vehicle, plate, driver, state (4), planned end, completed, on time (7), late by.
      const done = rows.filter((r) => r[4] === 'done').length;
      const onTime = rows.filter((r) => r[4] === 'done' && r[7] === true).length;
      return {
        columns,
        rows,
        summary: [
          { key: 'jobs', type: 'number', value: rows.length },
          { key: 'done', type: 'number', value: done },
          { key: 'onTime', type: 'number', value: onTime },
        ],
      };
    }
  }
}
