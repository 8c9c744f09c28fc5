import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { discountCodes, discountRates, vouchers } from './orders.schema.ts';

const DAY = 86_400_000;

/** Demo discount codes, the demo Customer's discount rate and vouchers (spec §2 market/discounts-code). */
export async function seedDemoDiscounts({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const now = Date.now();
  await db.insert(discountCodes).values([
    { code: 'WELCOME10', description: '10 % off your first order', percentOffBps: 1_000 },
    { code: 'SAVE50', description: '$50 off', amountOffCents: 5_000, maxRedemptions: 100 },
    {
      code: 'SPRING15',
      description: '15 % off, spring campaign',
      percentOffBps: 1_500,
      validUntil: new Date(now - DAY),
    },
  ]);
  const [customer] = await db.select().from(companies).where(eq(companies.name, 'Demo Customer'));
  if (!customer) return;
  await db.insert(discountRates).values({ companyId: customer.id, rateBps: 500 });
  await db.insert(vouchers).values([
    { code: 'V-DEMO-100', companyId: customer.id, amountCents: 10_000, expiresAt: new Date(now + 365 * DAY) },
    { code: 'V-DEMO-OLD', companyId: customer.id, amountCents: 2_500, expiresAt: new Date(now - DAY) },
  ]);
}
