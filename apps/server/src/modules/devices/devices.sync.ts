import { devices as contract } from '@atrium/contracts';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../kernel/module.ts';
import { hardware, sensorTypes, solutions } from './devices.schema.ts';

/** `col = excluded.col` for every column but the id: an upsert that makes the row equal to the code's. */
function fromExcluded(table: PgTable): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== 'id')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Solutions, sensor types and hardware as the contracts define them (spec §3, §9), on every start. */
export async function syncDeviceReference({ database: { db } }: AppDeps) {
  await db
    .insert(solutions)
    .values([...contract.SOLUTIONS])
    .onConflictDoUpdate({ target: solutions.id, set: fromExcluded(solutions) });
  await db
    .insert(sensorTypes)
    .values(contract.SENSOR_TYPES.map((s) => ({ ...s, solutionIds: [...s.solutionIds] })))
    .onConflictDoUpdate({ target: sensorTypes.id, set: fromExcluded(sensorTypes) });
  await db
    .insert(hardware)
    .values(
      contract.HARDWARE.map((h) => ({
        ...h,
        solutionIds: [...h.solutionIds],
        sensorTypeIds: [...h.sensorTypeIds],
      })),
    )
    .onConflictDoUpdate({ target: hardware.id, set: fromExcluded(hardware) });
}
