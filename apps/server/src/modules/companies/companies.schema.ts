import type { auth } from '@atrium/contracts';
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  type: text('type').$type<auth.CompanyType>().notNull(),
  contractStatus: text('contract_status').$type<'Active' | 'Inactive'>().notNull().default('Active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
