import type { access, anpr } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { devices } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * The cameras and barriers linked to an edge box (a device of type `edge-box`, one gate). A device is linked
 * to one box at most (primary key); a camera carries Frigate's name for it, unique per box, so a plate event
 * naming a camera finds its device and direction.
 */
export const anprBoxLinks = pgTable(
  'anpr_box_links',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    boxDeviceId: integer('box_device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    role: text('role').$type<anpr.LinkRole>().notNull(),
    cameraName: text('camera_name'),
    direction: text('direction').$type<anpr.CameraDirection>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('anpr_box_links_camera_name_uq').on(t.boxDeviceId, t.cameraName),
    check(
      'anpr_box_links_camera_ck',
      sql`(${t.role} = 'camera') = (${t.cameraName} is not null) and (${t.role} = 'camera' or ${t.direction} is null)`,
    ),
  ],
);

/** Residents: people whose cars pass the gates; `user_id` the platform user (their profile/me), one resident each. */
export const anprResidents = pgTable(
  'anpr_residents',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('anpr_residents_company_idx').on(t.companyId, t.id),
    uniqueIndex('anpr_residents_user_uq').on(t.userId),
  ],
);

export const anprResidentStructures = pgTable(
  'anpr_resident_structures',
  {
    residentId: integer('resident_id')
      .notNull()
      .references(() => anprResidents.id, { onDelete: 'cascade' }),
    structureId: integer('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.residentId, t.structureId] }),
    index('anpr_resident_structures_structure_idx').on(t.structureId),
  ],
);

/** Vehicles: the plate as typed and normalised (`anpr.normalisePlate`), unique per company once normalised. */
export const anprVehicles = pgTable(
  'anpr_vehicles',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    residentId: integer('resident_id').references(() => anprResidents.id, { onDelete: 'set null' }),
    plate: text('plate').notNull(),
    plateNorm: text('plate_norm').notNull(),
    make: text('make').notNull().default(''),
    colour: text('colour').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('anpr_vehicles_company_plate_uq').on(t.companyId, t.plateNorm),
    index('anpr_vehicles_resident_idx').on(t.residentId),
  ],
);

/**
 * Plate accesses: who may pass a gate (edge box) and when. Exactly one subject: a vehicle, a resident (all
 * their vehicles) or a normalised plate (a visitor's car, `plate` as typed beside it). Scheduled accesses
 * carry weekly windows (Saturday week) and their time zone; any access may be bounded by valid_from/until.
 * `source` 'visitor' rows are made by facility booking's visitor passes (`visitor-plates.ts`).
 */
export const anprAccesses = pgTable(
  'anpr_accesses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    boxDeviceId: integer('box_device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    vehicleId: integer('vehicle_id').references(() => anprVehicles.id, { onDelete: 'cascade' }),
    residentId: integer('resident_id').references(() => anprResidents.id, { onDelete: 'cascade' }),
    plate: text('plate'),
    plateNorm: text('plate_norm'),
    type: text('type').$type<anpr.AnprAccessType>().notNull(),
    windows: jsonb('windows').$type<access.AccessWindow[]>(),
    timeZone: text('time_zone'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    source: text('source').$type<anpr.AccessSource>().notNull().default('manual'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('anpr_accesses_company_idx').on(t.companyId, t.id),
    index('anpr_accesses_box_plate_idx').on(t.boxDeviceId, t.plateNorm),
    index('anpr_accesses_vehicle_idx').on(t.vehicleId),
    index('anpr_accesses_resident_idx').on(t.residentId),
    check('anpr_accesses_subject_ck', sql`num_nonnulls(${t.vehicleId}, ${t.residentId}, ${t.plateNorm}) = 1`),
    check('anpr_accesses_plate_ck', sql`(${t.plate} is null) = (${t.plateNorm} is null)`),
    check(
      'anpr_accesses_period_ck',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
  ],
);
