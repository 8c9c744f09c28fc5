import type { devices as contract } from '@atrium/contracts';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';

/**
 * One row per accepted message: its values as JSON (`{ "temperature": 21.5, ... }`). No surrogate key: rows
 * are only ever read by device and time. The distributed path (ARCHITECTURE §2) partitions this by time.
 */
export const readings = pgTable(
  'readings',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** When the device measured it (its `ts`, else when it arrived). */
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('readings_device_ts_idx').on(t.deviceId, t.ts)],
);

/** Spec §7 meter bill: a company's price of one metered quantity (`METERED_QUANTITIES`), per unit. */
export const meterTariffs = pgTable(
  'meter_tariffs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').$type<contract.MeteredKey>().notNull(),
    pricePerUnit: doublePrecision('price_per_unit').notNull(),
    currency: text('currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
