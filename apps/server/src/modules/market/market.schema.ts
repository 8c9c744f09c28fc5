import type { market as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, updatedAt } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { hardware } from '../devices/devices.schema.ts';

/** Spec §2 market solutions per app (ids of swam and metrowatch solutions are the device registry's). */
export const marketSolutions = pgTable('market_solutions', {
  id: integer('id').primaryKey(),
  app: text('app').$type<contract.MarketApp>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  isAvailable: boolean('is_available').notNull().default(true),
});

/** Spec §3 market items of every type; the catalogue ids are stable (carts store them). */
export const marketItems = pgTable(
  'market_items',
  {
    id: integer('id').primaryKey(),
    app: text('app').$type<contract.MarketApp>().notNull(),
    type: text('type').$type<contract.ItemType>().notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    groupId: integer('group_id'),
    dependencyId: integer('dependency_id'),
    defaultQty: integer('default_qty').notNull().default(1),
    solutionIds: integer('solution_ids').array().notNull().default(sql`'{}'::integer[]`),
    details: jsonb('details').$type<contract.ItemDetails>().notNull(),
    /** The device registry's hardware model a product becomes once bought (swam and metrowatch). */
    hardwareId: integer('hardware_id').references(() => hardware.id, { onDelete: 'set null' }),
    /** Merchandising: the best-selling list's order among products not sold yet (lower first). */
    featuredRank: integer('featured_rank'),
    /** Units sold in paid orders (kept by the orders module when an order is paid). */
    soldUnits: integer('sold_units').notNull().default(0),
  },
  (t) => [
    index('market_items_app_type_idx').on(t.app, t.type),
    check('market_items_price_ck', sql`${t.priceCents} >= 0`),
  ],
);

/** The add-ons a product accepts in its device configuration. */
export const marketItemOptions = pgTable(
  'market_item_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => marketItems.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => marketItems.id, { onDelete: 'cascade' }),
    defaultQty: integer('default_qty').notNull().default(1),
    maxQty: integer('max_qty').notNull().default(1),
    required: boolean('required').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.itemId] })],
);

/** An Integrator's resale terms of a product for the companies it manages. */
export const marketCustomizations = pgTable(
  'market_customizations',
  {
    companyId: companyId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => marketItems.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents'),
    isAvailable: boolean('is_available'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.itemId] })],
);

/** Packages with a code (spec §2 packages): created by a merchant or bought in the market. */
export const marketPackages = pgTable(
  'market_packages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('market_packages_code_uq'),
    modelId: integer('model_id')
      .notNull()
      .references(() => marketItems.id),
    merchantCompanyId: integer('merchant_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The order it was bought with (no foreign key: orders are the orders module's). */
    orderId: integer('order_id'),
    createdAt: createdAt(),
    deployedAt: at('deployed_at'),
  },
  (t) => [
    index('market_packages_merchant_idx').on(t.merchantCompanyId, t.id),
    index('market_packages_owner_idx').on(t.ownerCompanyId, t.id),
  ],
);
