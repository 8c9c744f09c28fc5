import { customType, integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../../modules/companies/companies.schema.ts';

/** An instant: every timestamp column is `timestamp with time zone`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The company that owns the row; the row goes with it. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** When the row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** PGlite answers bytea as Uint8Array, node-postgres as Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
