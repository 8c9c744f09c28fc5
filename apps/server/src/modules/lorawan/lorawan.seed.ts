import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { LORAWAN_DEMO_HARDWARE_IDS } from '../../simulator/lorawan.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { secretHash } from './integrations.service.ts';
import { lorawanDevices, lorawanIntegrations } from './lorawan.schema.ts';

const COMPANY = 'Demo Customer';

/** The demo integrations' secrets (docs/modules.md): what the simulator, and a tester's ChirpStack or TTS, send. */
export const DEMO_LORAWAN_SECRETS = {
  chirpstack: 'lw_demo-chirpstack-0123456789abcdef',
  ttn: 'lw_demo-things-stack-0123456789abcdef',
} as const;

/** Deterministic and unique: a LoRa Alliance test prefix and the device id. */
export const demoDevEui = (deviceId: number) =>
  `70B3D57ED0${deviceId.toString(16).toUpperCase().padStart(6, '0')}`;

/**
 * A ChirpStack and a TTS integration for the demo customer, and a DevEUI for every demo device of the LoRaWAN
 * hardware above that the apps' seeds (run before this one) created, whatever they are.
 */
export async function seedLorawan({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY));
  if (company) {
    const [existing] = await db
      .select({ id: lorawanIntegrations.id })
      .from(lorawanIntegrations)
      .where(eq(lorawanIntegrations.companyId, company.id));
    if (!existing) {
      await db.insert(lorawanIntegrations).values([
        {
          companyId: company.id,
          kind: 'chirpstack',
          name: 'Demo ChirpStack',
          secretHash: secretHash(DEMO_LORAWAN_SECRETS.chirpstack),
        },
        {
          companyId: company.id,
          kind: 'ttn',
          name: 'Demo The Things Stack',
          secretHash: secretHash(DEMO_LORAWAN_SECRETS.ttn),
        },
      ]);
    }
  }
  const untagged = await db
    .select({ id: devices.id })
    .from(devices)
    .leftJoin(lorawanDevices, eq(lorawanDevices.deviceId, devices.id))
    .where(and(inArray(devices.hardwareId, [...LORAWAN_DEMO_HARDWARE_IDS]), isNull(lorawanDevices.devEui)));
  if (untagged.length > 0) {
    await db
      .insert(lorawanDevices)
      .values(untagged.map((d) => ({ deviceId: d.id, devEui: demoDevEui(d.id) })))
      .onConflictDoNothing();
  }
}
