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
import { companyId, updatedAt } from '../../kernel/db/columns.ts';
import { devices } from '../devices/devices.schema.ts';

/**
 * One row per accepted message: its values as JSON (`{ "temperature": 21.5, ... }`). No surrogate key: rows
 * are only ever read by device and time. Partitioned by UTC month with a default partition (migration 0034,
 * partitions.ts; drizzle does not declare it); retention drops whole months (retention.ts).
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

/** The rollup levels, finest first: UTC-aligned minutes, hours and days (a day is a UTC day). */
export const ROLLUP_LEVELS = ['minute', 'hour', 'day'] as const;
export type RollupLevel = (typeof ROLLUP_LEVELS)[number];

/**
 * Per device, level, bucket and value key: count, sum, min, max and the last value (by ts) of the numeric
 * values of the readings whose ts falls in the bucket. Key '' counts the readings themselves (its sum, min and
 * max are null). Written in the statement that inserts the readings: by the ingest's batch write from the batch
 * in memory (batch-rollups.ts), by the `readings_roll_up` statement trigger for every other writer (migrations
 * 0017, 0018, 0040), so every writer (ingest, seeds, imports) keeps it true.
 */
export const readingRollups = pgTable(
  'reading_rollups',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    level: text('level').$type<RollupLevel>().notNull(),
    /** The bucket's start (UTC-aligned). */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    sum: doublePrecision('sum'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    last: doublePrecision('last'),
    lastTs: timestamp('last_ts', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.level, t.bucket, t.key] })],
);

/** Spec §7 meter bill: a company's price of one metered quantity (`METERED_QUANTITIES`), per unit. */
export const meterTariffs = pgTable(
  'meter_tariffs',
  {
    companyId: companyId(),
    key: text('key').$type<contract.MeteredKey>().notNull(),
    pricePerUnit: doublePrecision('price_per_unit').notNull(),
    currency: text('currency').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
