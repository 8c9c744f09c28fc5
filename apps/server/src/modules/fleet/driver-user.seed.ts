import { eq } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { DEMO_PASSWORD } from '../companies/companies.seed.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { users } from '../users/users.schema.ts';
import { fleetDrivers } from './fleet.schema.ts';

/**
 * The demo driver who signs in: a user of the demo Customer whose fleetRole is Driver (spec §6), holding the
 * `fleet_driver` role and linked to the first demo driver. The fleet app is hidden for them (A38).
 */
export const FLEET_DEMO_DRIVER_USER = {
  email: 'driver@customer.demo',
  firstName: 'Ahmed',
  lastName: 'Al Mansoori',
};

export async function seedFleetDriverUser(db: DbOrTx, companyId: number, driverId: number | undefined) {
  const [user] = await db
    .insert(users)
    .values({
      ...FLEET_DEMO_DRIVER_USER,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      companyId,
      fleetRole: 'Driver',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) return;
  await assignRole(db, user.id, 'fleet_driver');
  if (driverId !== undefined)
    await db.update(fleetDrivers).set({ userId: user.id }).where(eq(fleetDrivers.id, driverId));
}
