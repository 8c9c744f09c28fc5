import type { anpr } from '@atrium/contracts';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, bytea, companyId, timestamps } from '../../kernel/db/columns.ts';
import { anprAccesses, anprResidents, anprVehicles } from '../anpr/anpr.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { deviceCommands } from '../metrowatch/metrowatch.schema.ts';

/**
 * Vehicle logs (issue 20): one row per car a gate read, i.e. per Frigate tracked object of an edge box
 * (unique box + frigate id: the many messages about one car make one row, kept at its best read). The
 * vehicle, resident and access are those the decision found (emptied when they are deleted: the log keeps
 * the plate it read and the reason in words); `command_id` is the barrier open an allowed plate sent.
 */
export const anprVehicleLogs = pgTable(
  'anpr_vehicle_logs',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    boxDeviceId: integer('box_device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    cameraDeviceId: integer('camera_device_id').references(() => devices.id, { onDelete: 'set null' }),
    /** Frigate's camera name, as sent. */
    cameraName: text('camera_name').notNull(),
    /** Frigate's tracked object id. */
    frigateId: text('frigate_id').notNull(),
    plate: text('plate').notNull(),
    plateNorm: text('plate_norm').notNull(),
    score: doublePrecision('score'),
    /** Frigate's known-plate name (sub_label). */
    knownName: text('known_name'),
    direction: text('direction').$type<'in' | 'out'>(),
    seenAt: at('seen_at').notNull(),
    decision: text('decision').$type<anpr.VehicleDecision>().notNull(),
    code: text('code').$type<anpr.GateDecisionCode>().notNull(),
    reason: text('reason').notNull(),
    vehicleId: integer('vehicle_id').references(() => anprVehicles.id, { onDelete: 'set null' }),
    residentId: integer('resident_id').references(() => anprResidents.id, { onDelete: 'set null' }),
    accessId: integer('access_id').references(() => anprAccesses.id, { onDelete: 'set null' }),
    commandId: uuid('command_id').references(() => deviceCommands.id, { onDelete: 'set null' }),
    barrierDeviceId: integer('barrier_device_id').references(() => devices.id, { onDelete: 'set null' }),
    snapshot: bytea('snapshot'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('anpr_vehicle_logs_box_frigate_uq').on(t.boxDeviceId, t.frigateId),
    index('anpr_vehicle_logs_company_seen_idx').on(t.companyId, t.seenAt.desc()),
    index('anpr_vehicle_logs_box_seen_idx').on(t.boxDeviceId, t.seenAt.desc()),
    index('anpr_vehicle_logs_resident_idx').on(t.residentId),
  ],
);
