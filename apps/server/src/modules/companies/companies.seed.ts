import { auth } from '@atrium/contracts';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { users } from '../users/users.schema.ts';
import { addComPackageUnits } from './com-packages.service.ts';
import { companies } from './companies.schema.ts';

export const DEMO_PASSWORD = 'Demo#12345';
const slug = (type: string) => type.toLowerCase().replaceAll(' ', '-');
export const demoOwnerEmail = (type: auth.CompanyType) => `owner@${slug(type)}.demo`;

/** Who manages whom in the demo world, so "related companies" have something to show. */
const DEMO_PARENT: Partial<Record<auth.CompanyType, auth.CompanyType>> = {
  Customer: 'Integrator',
  School: 'Integrator',
  'Building Owner': 'Integrator',
  'Global Mobility Company': 'Integrator',
  'Security Company': 'Customer',
  FMC: 'Customer',
  AMC: 'Customer',
  Operator: 'Customer',
  Authority: 'Customer',
  'Local Police Station': 'HQ Police Station',
};

const DEMO_COM_PACKAGES: [auth.CompanyType, 'sms' | 'calling', string, number][] = [
  ['Integrator', 'sms', 'SMS 1000', 1000],
  ['Integrator', 'calling', 'Calling 500 minutes', 500],
  ['Customer', 'sms', 'SMS 1000', 200],
];

/** A demo company of every type of spec §1, each with an owner who signs in with DEMO_PASSWORD. */
export async function seedDemoCompanies({ config, database }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<auth.CompanyType, number>();
  await database.db.transaction(async (tx) => {
    // Parents first: shallower types are created before the companies they manage.
    const depth = (type: auth.CompanyType): number => {
      const parent = DEMO_PARENT[type];
      return parent ? depth(parent) + 1 : 0;
    };
    for (const type of [...auth.COMPANY_TYPES].sort((a, b) => depth(a) - depth(b))) {
      const parent = DEMO_PARENT[type];
      const [company] = await tx
        .insert(companies)
        .values({
          name: `Demo ${type}`,
          email: `contact@${slug(type)}.demo`,
          type,
          parentCompanyId: parent ? ids.get(parent) : null,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error(`could not seed ${type}`);
      ids.set(type, company.id);
      const [owner] = await tx
        .insert(users)
        .values({
          email: demoOwnerEmail(type),
          passwordHash,
          firstName: type,
          lastName: 'Owner',
          companyId: company.id,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (owner) await assignRole(tx, owner.id, 'company_owner');
    }
    // Communication packages to hand down: the integrator to its customers, a customer to its providers.
    for (const [type, kind, name, quantity] of DEMO_COM_PACKAGES) {
      const companyId = ids.get(type);
      if (companyId) await addComPackageUnits(tx, companyId, { kind, name, quantity });
    }
  });
}
