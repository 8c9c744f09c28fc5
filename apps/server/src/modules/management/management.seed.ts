import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, deviceTokens } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { deviceRequests, tokenAllocations } from './management.schema.ts';

const INTEGRATOR = 'Demo Integrator';
const CUSTOMER = 'Demo Customer';
const SCHOOL = 'Demo School';
const OWNER = 'Demo Building Owner';
/** The demo Customer's leak sensor in stock (hardware 101): the integrator gave it for a handled request. */
const GIVEN = 'LS1-0003';
const SPARE_SWAM_TOKENS = 20;
const DAY_MS = 86_400_000;

/**
 * The demo integrator's desk: spare sensor tokens, quotas for two of its customers (one ending in 20 days), and
 * device requests in every state (sent, handled with a sensor it gave, cancelled). No devices are added: the
 * device counts other modules' tests rely on stay as they are.
 */
export async function seedManagement({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const named = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [INTEGRATOR, CUSTOMER, SCHOOL, OWNER]));
  const id = (name: string) => named.find((c) => c.name === name)?.id;
  const integratorId = id(INTEGRATOR);
  const customerId = id(CUSTOMER);
  const schoolId = id(SCHOOL);
  const ownerId = id(OWNER);
  if (!integratorId || !customerId || !schoolId || !ownerId) return;

  await db.insert(deviceTokens).values(
    Array.from({ length: SPARE_SWAM_TOKENS }, () => ({
      companyId: integratorId,
      app: 'swam' as const,
      validityMonths: 12,
    })),
  );
  await db.insert(tokenAllocations).values([
    { integratorId, customerId, app: 'swam', quota: 5 },
    {
      integratorId,
      customerId: schoolId,
      app: 'swam',
      quota: 3,
      expiresAt: new Date(Date.now() + 20 * DAY_MS),
    },
  ]);

  const [headquarters] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.companyId, customerId))
    .orderBy(structures.id)
    .limit(1);
  const [given] = await db.select({ id: devices.id }).from(devices).where(eq(devices.serial, GIVEN));
  const base = { integratorId, hardwareId: 101 };
  await db.insert(deviceRequests).values([
    {
      ...base,
      customerId,
      quantity: 2,
      structureId: headquarters?.id ?? null,
      note: 'Two more air quality sensors for the meeting rooms',
    },
    {
      ...base,
      customerId,
      quantity: 1,
      note: 'A spare sensor for the lobby',
      state: 'handled',
      handledAs: 'devices',
      deviceIds: given ? [given.id] : [],
    },
    { ...base, customerId: schoolId, quantity: 3, note: 'Classrooms, ground floor', state: 'cancelled' },
    { ...base, customerId: ownerId, quantity: 1, note: 'Replacement for a broken sensor' },
  ]);
}
