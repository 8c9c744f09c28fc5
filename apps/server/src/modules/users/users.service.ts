import type { auth } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { companies } from '../companies/companies.schema.ts';
import { permissionsOf } from '../permissions/permissions.service.ts';
import { users } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: DbOrTx, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

/** The signed-in user as the client keeps it (contract `auth.sessionUser`). */
export async function sessionUserOf(db: DbOrTx, userId: number): Promise<auth.SessionUser | undefined> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { user, company } = row;
  if (user.status !== 'active') return undefined;
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.isAdmin,
    adminType: user.adminType ?? null,
    fleetRole: user.fleetRole ?? null,
    permissions: [...(await permissionsOf(db, user))],
    personalInfo: {
      firstName: user.firstName,
      lastName: user.lastName,
      companyId: user.companyId ?? null,
      company: company ? { id: company.id, name: company.name, type: company.type } : null,
    },
  };
}
