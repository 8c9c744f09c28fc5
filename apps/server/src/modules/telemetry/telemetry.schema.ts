import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
