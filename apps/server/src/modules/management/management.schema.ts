import type { management as contract, devices } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, timestamps } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { hardware } from '../devices/devices.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';

const company = (name: string) =>
  integer(name)
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A customer's quota of its integrator's spare tokens of one app. The integrator's spare tokens stay its own
 * until a customer's device draws one (`used` goes up by one, never past `quota`, and the token becomes the
 * customer's), so what is left to allocate is the spare count minus the quotas' remaining.
 */
export const tokenAllocations = pgTable(
  'token_allocations',
  {
    id: serial('id').primaryKey(),
    integratorId: company('integrator_id'),
    customerId: company('customer_id'),
    app: text('app').$type<devices.DeviceApp>().notNull(),
    quota: integer('quota').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: at('expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('token_allocations_customer_app_uq').on(t.customerId, t.app),
    index('token_allocations_integrator_idx').on(t.integratorId, t.app),
    check('token_allocations_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.quota}`),
  ],
);

/** A customer asks its integrator for devices; the integrator answers from its store. */
export const deviceRequests = pgTable(
  'device_requests',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    customerId: company('customer_id'),
    integratorId: company('integrator_id'),
    hardwareId: integer('hardware_id')
      .notNull()
      .references(() => hardware.id),
    quantity: integer('quantity').notNull(),
    structureId: integer('structure_id').references(() => structures.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    state: text('state').$type<contract.RequestState>().notNull().default('sent'),
    handledAs: text('handled_as').$type<contract.HandlingKind>(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    deviceIds: integer('device_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    actedBy: integer('acted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('device_requests_customer_idx').on(t.customerId, t.createdAt),
    index('device_requests_integrator_idx').on(t.integratorId, t.state),
  ],
);
