import type { devices as contract } from '@atrium/contracts';
import {
  bigint,
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
 * max are null). The ingest's batch write leaves its rollups in `reading_rollups_pending` (batch-rollups.ts),
 * folded in at most a second later and before any read; every other writer (seeds, imports, SQL) is rolled up in
 * its own statement by the `readings_roll_up` trigger (migrations 0017, 0018, 0040), so every writer keeps it true.
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

/**
 * The minute rollups of ingest batches not yet folded into `reading_rollups` (issue 16: a batch writes one row
 * here instead of upserting its rollups; `foldRollups` adds them up, at most a second later and before any read
 * of the rollups). Each column but `devices` is a PostgreSQL array literal kept as text (parsed by the fold, not
 * on the ingest's path), one element per device, minute and key, times in epoch ms; `devices` are the batch's
 * devices that were active when its readings were stored, the only ones whose readings were.
 */
const arrayText = (name: string) => text(name).notNull();
export const readingRollupsPending = pgTable('reading_rollups_pending', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  devices: integer('devices').array().notNull(),
  device: arrayText('device'),
  bucket: arrayText('bucket'),
  key: arrayText('key'),
  count: arrayText('count'),
  sum: arrayText('sum'),
  min: arrayText('min'),
  max: arrayText('max'),
  last: arrayText('last'),
  lastTs: arrayText('last_ts'),
});

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
