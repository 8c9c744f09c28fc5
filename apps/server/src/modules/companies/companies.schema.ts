import type { auth, companies as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

/** Service requests between a company and a provider (spec §4 company requests, R12). */
export const companyRequests = pgTable(
  'company_requests',
  {
    id: serial('id').primaryKey(),
    senderCompanyId: integer('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    destinationType: text('destination_type').$type<auth.CompanyType>().notNull(),
    destinationEmail: text('destination_email').notNull(),
    destinationCompanyId: integer('destination_company_id').references(() => companies.id, {
      onDelete: 'cascade',
    }),
    type: text('type').$type<contract.ServiceRequest['type']>().notNull(),
    status: text('status').$type<contract.RequestStatus>().notNull().default('sent'),
    /** The engagement's contract (R13); the sender suspends (Inactive) and resumes it while handled. */
    contractStatus: text('contract_status').$type<contract.ContractStatus>().notNull().default('Active'),
    /** SHA-256 of the token in the invitation mail, for a destination not yet on the platform. */
    invitationTokenHash: text('invitation_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_requests_sender_idx').on(t.senderCompanyId),
    index('company_requests_destination_idx').on(t.destinationCompanyId, t.status),
  ],
);

/** Communication packages a company holds (SMS messages, call minutes), one row per kind and name. */
export const comPackages = pgTable(
  'company_com_packages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<contract.ComPackageKind>().notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_com_packages_key').on(t.companyId, t.kind, t.name),
    check('company_com_packages_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
