import { auth } from '@atrium/contracts';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { users } from '../users/users.schema.ts';
import { companies } from './companies.schema.ts';

export const DEMO_PASSWORD = 'Demo#12345';
const slug = (type: string) => type.toLowerCase().replaceAll(' ', '-');
export const demoOwnerEmail = (type: auth.CompanyType) => `owner@${slug(type)}.demo`;

/** A demo company of every type of spec §1, each with an owner who signs in with DEMO_PASSWORD. */
export async function seedDemoCompanies({ config, database }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db.transaction(async (tx) => {
    for (const type of auth.COMPANY_TYPES) {
      const [company] = await tx
        .insert(companies)
        .values({ name: `Demo ${type}`, email: `contact@${slug(type)}.demo`, type })
        .returning({ id: companies.id });
      const [owner] = await tx
        .insert(users)
        .values({
          email: demoOwnerEmail(type),
          passwordHash,
          firstName: type,
          lastName: 'Owner',
          companyId: company?.id,
        })
        .returning({ id: users.id });
      if (owner) await assignRole(tx, owner.id, 'company_owner');
    }
  });
}
