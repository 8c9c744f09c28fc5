import type { fleet } from '@atrium/contracts';
import { type FleetKit, fleetKit } from '../../fleet/__tests__/kit.ts';
import { fleetVehicles } from '../../fleet/fleet.schema.ts';

export interface DispatchKit extends FleetKit {
  /** A vehicle of the demo company with a new tracker: its ids. */
  vehicle(
    name: string,
    owner?: 'Customer' | 'School',
  ): Promise<{ vehicleId: number; deviceId: number; companyId: number }>;
  /** A route of the Customer along `points` (stops 0, 30, 60… minutes apart): its id. */
  route(name: string, points: { lat: number; lng: number }[]): Promise<number>;
}

let serial = 0;

export async function dispatchKit(env: Record<string, string> = {}): Promise<DispatchKit> {
  const kit = await fleetKit(env);
  const { db } = kit.t.deps.database;
  return {
    ...kit,
    async vehicle(name, owner = 'Customer') {
      serial += 1;
      const deviceId = await kit.tracker(`F2-TRK-${serial}`, `Demo ${owner}`);
      const companyId = kit.ids[owner];
      const [row] = await db
        .insert(fleetVehicles)
        .values({ companyId, name, plate: `F2 ${serial}`, deviceId })
        .returning({ id: fleetVehicles.id });
      if (!row) throw new Error('no vehicle');
      return { vehicleId: row.id, deviceId, companyId };
    },
    async route(name, points) {
      const res = await kit.call('Customer', 'POST', '/api/fleet/route', {
        name,
        stops: points.map((p, i) => ({ lat: p.lat, lng: p.lng, plannedOffsetMinutes: i * 30 })),
      });
      if (res.statusCode !== 201) throw new Error(`route: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: fleet.Route }).data.id;
    },
  };
}
