import type { alarms as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { alarmTemplates } from './alarms.schema.ts';

/**
 * The rules of the demo Customer's template. The simulator (src/simulator) reads them: its faults include
 * excursions that cross them (a CO2 spike, a warm cold-chain bay, a leak) for a couple of minutes, and its
 * daily cycle crosses them too (CO2 in office hours, the afternoon temperature), so a new user sees
 * operational alarms raised and cleared within a minute of `npm start`.
 */
export const DEMO_ALARM_RULES: readonly contract.Rule[] = [
  { id: 'demo-co2', kind: 'above', key: 'co2', value: 900, severity: 'major' },
  { id: 'demo-temperature', kind: 'range', key: 'temperature', min: 18, max: 24, severity: 'minor' },
  { id: 'demo-leak', kind: 'above', key: 'leak', value: 0, severity: 'critical' },
  { id: 'demo-battery', kind: 'battery-low', severity: 'warning' },
  { id: 'demo-silence', kind: 'no-data', minutes: 15, severity: 'major' },
];

export async function seedDemoTemplates({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [customer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Customer'));
  if (!customer) return;
  await db.insert(alarmTemplates).values({
    companyId: customer.id,
    name: 'Demo comfort and safety',
    description:
      'Raised by the simulator: CO2 spikes and office hours, temperature excursions, leaks, low batteries.',
    rules: [...DEMO_ALARM_RULES],
  });
}
