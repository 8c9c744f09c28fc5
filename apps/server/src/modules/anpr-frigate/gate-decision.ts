import { anpr } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import { anprAccesses, anprResidents, anprVehicles } from '../anpr/anpr.schema.ts';
import type { Gate } from './gates.ts';

export interface PlateDecision extends anpr.GateDecision {
  vehicleId: number | null;
  residentId: number | null;
}

/** Who an access is for, in words. */
function subjectText(
  access: { vehicleId: number | null; residentId: number | null; source: string },
  residentName: string | null,
) {
  if (access.vehicleId === null && access.residentId === null) {
    return access.source === 'visitor' ? 'Visitor plate' : 'Plate';
  }
  return residentName ? `${residentName}'s vehicle` : 'Vehicle';
}

interface FoundRow {
  vehicle_id: number | null;
  resident_id: number | null;
  resident_name: string | null;
  visitor_plate: boolean;
  id: number | null;
  name: string | null;
  type: AccessRow['type'] | null;
  windows: AccessRow['windows'];
  time_zone: string | null;
  valid_from: string | Date | null;
  valid_until: string | Date | null;
  revoked_at: string | Date | null;
  access_vehicle_id: number | null;
  access_resident_id: number | null;
  source: string | null;
}

export interface PlateQuestion {
  gate: Gate;
  read: { plate: string; plateNorm: string; at: Date };
}

/** Plates go into the statement as array literals: normalised plates are A-Z and 0-9 only. */
const arrayOf = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * The decisions for plates (normalised) read at gates: for each, the company's vehicle with that plate and
 * its resident, the gate's accesses for that vehicle, its resident or the plate itself (a visitor's), whether
 * the plate is a visitor's at any gate, and `anpr.decideGate` over them. One statement for them all: the cars
 * that came in one turn of the event loop wait for one round trip, not one each.
 */
export async function decidePlates(
  db: DbOrTx,
  questions: readonly PlateQuestion[],
): Promise<PlateDecision[]> {
  if (questions.length === 0) return [];
  const boxes = arrayOf(questions.map((q) => q.gate.boxId));
  const companies = arrayOf(questions.map((q) => q.gate.companyId));
  const plates = arrayOf(questions.map((q) => q.read.plateNorm));
  const rows = rowsOf<FoundRow & { i: number | string }>(
    await db.execute(sql`
      select q.i, v.id as vehicle_id, v.resident_id, r.name as resident_name,
        exists (select 1 from ${anprAccesses} x
          where x.company_id = q.company_id and x.plate_norm = q.plate_norm) as visitor_plate,
        a.id, a.name, a.type, a.windows, a.time_zone, a.valid_from, a.valid_until, a.revoked_at,
        a.vehicle_id as access_vehicle_id, a.resident_id as access_resident_id, a.source
      from unnest(${boxes}::int[], ${companies}::int[], ${plates}::text[])
        with ordinality as q(box_id, company_id, plate_norm, i)
      left join ${anprVehicles} v on v.company_id = q.company_id and v.plate_norm = q.plate_norm
      left join ${anprResidents} r on r.id = v.resident_id
      left join ${anprAccesses} a on a.box_device_id = q.box_id and a.company_id = q.company_id
        and (a.plate_norm = q.plate_norm or a.vehicle_id = v.id or a.resident_id = v.resident_id)
      order by q.i, a.id`),
  );
  const byQuestion = new Map<number, FoundRow[]>();
  for (const row of rows) {
    const i = Number(row.i) - 1;
    const list = byQuestion.get(i) ?? [];
    list.push(row);
    byQuestion.set(i, list);
  }
  return questions.map((q, i) => decisionOf(q, byQuestion.get(i) ?? []));
}

/** One plate's decision (the ingest batches them: `decidePlates`). */
export async function decidePlate(
  db: DbOrTx,
  gate: Gate,
  read: PlateQuestion['read'],
): Promise<PlateDecision> {
  const [decision] = await decidePlates(db, [{ gate, read }]);
  return decision as PlateDecision;
}

function decisionOf({ gate, read }: PlateQuestion, rows: readonly FoundRow[]): PlateDecision {
  const first = rows[0];
  const vehicle =
    first?.vehicle_id != null
      ? { id: first.vehicle_id, residentId: first.resident_id, residentName: first.resident_name }
      : null;
  const accesses: AccessRow[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id as number,
      name: row.name ?? '',
      type: row.type ?? 'fulltime',
      windows: row.windows,
      timeZone: row.time_zone,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      revokedAt: row.revoked_at,
      vehicleId: row.access_vehicle_id,
      residentId: row.access_resident_id,
      source: row.source ?? 'manual',
    }));
  return decideFrom(gate.gateName, read, vehicle, accesses, first?.visitor_plate === true);
}

export interface KnownVehicle {
  id: number;
  residentId: number | null;
  residentName: string | null;
}

export interface AccessRow extends Omit<anpr.GateAccessCandidate, 'subjectText'> {
  vehicleId: number | null;
  residentId: number | null;
  source: string;
}

/** The decision over what was found for the plate (the seed's history uses it without the database). */
export function decideFrom(
  gateName: string,
  read: { plate: string; at: Date },
  vehicle: KnownVehicle | null,
  accesses: readonly AccessRow[],
  visitorPlate: boolean,
): PlateDecision {
  const residentName = vehicle?.residentName ?? null;
  const decision = anpr.decideGate({
    plate: read.plate,
    gateName,
    vehicle: vehicle ? { id: vehicle.id, residentName } : null,
    visitorPlate,
    accesses: accesses.map((row) => ({
      ...row,
      name: row.name || `#${row.id}`,
      subjectText: subjectText(row, residentName),
    })),
    at: read.at,
  });
  return { ...decision, vehicleId: vehicle?.id ?? null, residentId: vehicle?.residentId ?? null };
}
