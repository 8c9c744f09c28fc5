import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../kernel/module.ts';
import { LORAWAN_DEMO_HARDWARE_IDS, startLorawanSimulator } from '../../simulator/lorawan.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { lorawanGateways } from '../places/places.schema.ts';
import { lorawanDevices } from './lorawan.schema.ts';
import { DEMO_LORAWAN_SECRETS } from './lorawan.seed.ts';

/** Seconds between two uplinks of one simulated device. */
const INTERVAL_MS = 15_000;

/** With SIMULATE and demo data: the demo customer's LoRaWAN devices post to this server's integration endpoints. */
export async function startLorawanSimulation(
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<{ summary: string; stop(): Promise<void> }> {
  const { db } = deps.database;
  const { config } = deps;
  const demo = await db
    .select({ devEui: lorawanDevices.devEui, hardwareId: devices.hardwareId })
    .from(lorawanDevices)
    .innerJoin(devices, eq(devices.id, lorawanDevices.deviceId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(
      and(eq(companies.name, 'Demo Customer'), inArray(devices.hardwareId, [...LORAWAN_DEMO_HARDWARE_IDS])),
    )
    .orderBy(devices.id);
  const gateways = await db
    .select({ eui: lorawanGateways.eui })
    .from(lorawanGateways)
    .innerJoin(companies, eq(companies.id, lorawanGateways.companyId))
    .where(eq(companies.name, 'Demo Customer'));
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  const simulator = startLorawanSimulator({
    url: `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`,
    intervalMs: INTERVAL_MS,
    devices: demo,
    secrets: DEMO_LORAWAN_SECRETS,
    gateways: gateways.map((g) => g.eui),
  });
  log.debug({ devices: simulator.devices }, 'LoRaWAN simulator started');
  return {
    summary: `LoRaWAN simulator: ${simulator.devices} demo devices post ChirpStack and TTS uplinks every ${INTERVAL_MS / 1000} s`,
    stop: simulator.stop,
  };
}
