import { hashPassword } from '../../../kernel/auth/passwords.ts';
import type { DevicesKit } from '../../devices/__tests__/kit.ts';
import { assignRole } from '../../permissions/permissions.service.ts';
import { users } from '../../users/users.schema.ts';

export const MEMBER_PASSWORD = 'Member#12345';

/** A verified user of a demo company with the plain `company_member` role, signed in. */
export async function addMember(k: DevicesKit, companyId: number, email: string) {
  const { db } = k.t.deps.database;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      firstName: email.split('@')[0] ?? 'Member',
      lastName: 'Member',
      companyId,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await assignRole(db, user.id, 'company_member');
  const { token } = await k.t.login(email, MEMBER_PASSWORD);
  return { id: user.id, token };
}
