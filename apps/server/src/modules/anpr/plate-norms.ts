import { anpr } from '@atrium/contracts';
import { isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../kernel/module.ts';

interface PlateTable {
  table: PgTable;
  id: PgColumn;
  plate: PgColumn;
  plateNorm: PgColumn;
}

/** What a plate typed with a place name can start or end with: a cheap filter before the exact rule. */
const MAY_NAME_PLACE = '(dubai|abu|sharjah|ajman|umm|ras|fujairah|uae)';

/**
 * Plates stored before `anpr.normalisePlate` dropped place names (issue 20: 'Dubai A 12345' now compares as
 * the camera's 'A12345') get their normalised form again, at every start (a handful of rows: only plates
 * naming a place are read). A row whose new form another row of its company holds already (a unique index)
 * keeps its old one: two vehicles are never merged behind their owners' backs.
 */
export async function renormalisePlates({ database: { db } }: Pick<AppDeps, 'database'>, t: PlateTable) {
  const rows = (await db
    .select({ id: t.id, plate: t.plate, plateNorm: t.plateNorm })
    .from(t.table)
    .where(sql`${isNotNull(t.plate)} and ${t.plate} ~* ${MAY_NAME_PLACE}`)) as {
    id: number;
    plate: string;
    plateNorm: string | null;
  }[];
  let changed = 0;
  for (const row of rows) {
    const norm = anpr.normalisePlate(row.plate);
    if (norm === row.plateNorm || !anpr.namesPlace(row.plate)) continue;
    try {
      await db.execute(
        sql`update ${t.table} set ${sql.identifier(t.plateNorm.name)} = ${norm} where ${t.id} = ${row.id}`,
      );
      changed += 1;
    } catch (error) {
      // Drizzle wraps the driver's error; 23505 is the unique index of the company's plates.
      const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
      if (cause.code !== '23505') throw error;
    }
  }
  return changed;
}
