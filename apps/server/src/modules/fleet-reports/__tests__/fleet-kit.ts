import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { fleetPositions, fleetVehicleGroups, fleetVehicles } from '../../fleet/fleet.schema.ts';

export const MIN = 60_000;
/** A Sunday morning, UTC: every test track starts here. */
export const T0 = Date.parse('2026-03-01T06:00:00Z');
/** One kilometre north, in degrees of latitude. */
export const KM_LAT = 1 / 111.195;
const BASE = { lat: 25.2, lon: 55.3 };

export interface Fix {
  minute: number;
  km: number;
  speedKmh: number | null;
  ignition?: boolean | null;
}

/** Parked `minutes` minutes at `km`, then driving at 60 km/h north for `drive` minutes, then parked again. */
export const parkDrivePark = (park: number, drive: number, parkAfter: number, ignition = true): Fix[] => [
  ...Array.from({ length: park + 1 }, (_, i) => ({ minute: i, km: 0, speedKmh: 0, ignition })),
  ...Array.from({ length: drive }, (_, i) => ({ minute: park + i + 1, km: i + 1, speedKmh: 60, ignition })),
  ...Array.from({ length: parkAfter }, (_, i) => ({
    minute: park + drive + i + 1,
    km: drive,
    speedKmh: 0,
    ignition: false,
  })),
];

export interface FleetKit extends DemoKit {
  /** A tracker (hardware 601) and a vehicle on it, of `companyId`. */
  vehicle(companyId: number, name: string, plate: string, groupId?: number | null): Promise<VehicleRef>;
  group(companyId: number, name: string): Promise<number>;
  /** Positions stored directly in the fleet module's table, minutes after T0. */
  positions(vehicle: VehicleRef, fixes: Fix[]): Promise<void>;
}

export interface VehicleRef {
  id: number;
  deviceId: number;
  companyId: number;
}

let serials = 0;

/** The app with demo data and owners signed in, plus vehicles and positions written straight to the tables. */
export async function fleetKit(env: Record<string, string> = {}): Promise<FleetKit> {
  const kit = await demoKit(env);
  const { db } = kit.t.deps.database;
  return {
    ...kit,
    async vehicle(companyId, name, plate, groupId = null) {
      const [device] = await db
        .insert(devices)
        .values({
          serial: `FRT-${process.pid}-${++serials}`,
          name,
          hardwareId: 601,
          companyId,
          reportingIntervalSeconds: 60,
        })
        .returning({ id: devices.id });
      if (!device) throw new Error('no device');
      const [vehicle] = await db
        .insert(fleetVehicles)
        .values({ companyId, name, plate, deviceId: device.id, groupId })
        .returning({ id: fleetVehicles.id });
      if (!vehicle) throw new Error('no vehicle');
      return { id: vehicle.id, deviceId: device.id, companyId };
    },
    async group(companyId, name) {
      const [group] = await db
        .insert(fleetVehicleGroups)
        .values({ companyId, name })
        .returning({ id: fleetVehicleGroups.id });
      return group?.id ?? 0;
    },
    async positions(vehicle, fixes) {
      await db.insert(fleetPositions).values(
        fixes.map((f) => ({
          deviceId: vehicle.deviceId,
          companyId: vehicle.companyId,
          ts: new Date(T0 + f.minute * MIN),
          lat: BASE.lat + f.km * KM_LAT,
          lon: BASE.lon,
          speedKmh: f.speedKmh,
          ignition: f.ignition ?? null,
        })),
      );
    },
  };
}
