import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { users } from './users.schema.ts';

/** The first Super Admin, from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD. */
export async function seedSuperAdmin({ config, database }: AppDeps) {
  await database.db.insert(users).values({
    email: config.SEED_ADMIN_EMAIL.toLowerCase(),
    passwordHash: await hashPassword(config.SEED_ADMIN_PASSWORD),
    firstName: 'Super',
    lastName: 'Admin',
    isAdmin: true,
    adminType: 'Super Admin',
    emailVerifiedAt: new Date(),
  });
}
