import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { meterTariffs } from './telemetry.schema.ts';

/** The demo Customer's tariffs, so its energy and flow meters have a priced bill. */
export async function seedDemoTariffs({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [customer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo Customer'));
  if (!customer) return;
  await db
    .insert(meterTariffs)
    .values([
      { companyId: customer.id, key: 'energy', pricePerUnit: 0.18, currency: 'USD' },
      { companyId: customer.id, key: 'flow', pricePerUnit: 1.25, currency: 'USD' },
    ])
    .onConflictDoNothing();
}
