import type { lorawan } from '@atrium/contracts';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** A company's connection from a LoRaWAN network server (ChirpStack HTTP integration or TTS webhook). */
export const lorawanIntegrations = pgTable(
  'lorawan_integrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<lorawan.IntegrationKind>().notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** SHA-256 (hex) of the bearer secret; the secret itself is shown once and never stored. */
    secretHash: text('secret_hash').notNull().unique('lorawan_integrations_secret_uq'),
    accepted: counter('accepted'),
    duplicates: counter('duplicates'),
    unknownDevEui: counter('unknown_dev_eui'),
    refused: counter('refused'),
    rateLimited: counter('rate_limited'),
    lastUplinkAt: at('last_uplink_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('lorawan_integrations_company_idx').on(t.companyId, t.name)],
);

/** A device's DevEUI (16 uppercase hex digits) and what replay detection needs of its last uplinks. */
export const lorawanDevices = pgTable('lorawan_devices', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  devEui: text('dev_eui').notNull().unique('lorawan_devices_dev_eui_uq'),
  lastFCnt: bigint('last_f_cnt', { mode: 'number' }),
  /** The deduplication ids (ChirpStack) or correlation keys (TTS) of the last few uplinks, newest first. */
  lastDedupIds: text('last_dedup_ids').array().notNull().default([]),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
