import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { devices } from '../../devices/devices.schema.ts';

/** The first `n` active demo devices that belong to a company, as the ingest's readings name them. */
export async function activeCompanyDevices(t: TestApp, n: number) {
  const rows = await t.deps.database.db
    .select({ id: devices.id, companyId: devices.companyId, serial: devices.serial })
    .from(devices)
    .where(eq(devices.state, 'active'))
    .orderBy(devices.id);
  return rows
    .filter((d) => d.companyId !== null)
    .slice(0, n)
    .map((d) => ({ ...d, companyId: d.companyId ?? 0 }));
}
