import type { auth } from '@atrium/contracts';
import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type: text('type').$type<auth.CompanyType>().notNull(),
    contractStatus: text('contract_status').$type<'Active' | 'Inactive'>().notNull().default('Active'),
    /** The company that created and manages this one (integrator → customer, customer → provider). */
    parentCompanyId: integer('parent_company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_parent_idx').on(t.parentCompanyId), index('companies_name_idx').on(t.name)],
);
