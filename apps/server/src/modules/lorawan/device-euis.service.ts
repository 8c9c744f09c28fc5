import { type ListQuery, lorawan, places, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { uniquely } from '../places/scope.ts';
import { requestScope } from '../scope/index.ts';
import { lorawanDevices } from './lorawan.schema.ts';

const columns = {
  deviceId: devices.id,
  serial: devices.serial,
  name: devices.name,
  hardwareId: devices.hardwareId,
  hardwareName: hardware.name,
  companyId: devices.companyId,
  companyName: companies.name,
  devEui: lorawanDevices.devEui,
  lastFCnt: lorawanDevices.lastFCnt,
  lastSeenAt: devices.lastSeenAt,
};

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(lorawanDevices, eq(lorawanDevices.deviceId, devices.id))
    .where(and(eq(hardware.communicationType, 'lorawan'), where))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];
const toDevice = (row: Row): lorawan.LorawanDevice => ({
  ...row,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
});

export async function listLorawanDevices(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { name?: string; customerId?: places.CustomerId; withDevEui?: 'true' | 'false' },
  page: ListQuery,
) {
  const pattern = containsPattern(filters.name);
  const where = and(
    await requestScope(db, ctx).customer(devices.companyId, filters.customerId),
    pattern
      ? or(
          ilike(devices.name, pattern),
          ilike(devices.serial, pattern),
          ilike(lorawanDevices.devEui, places.normalizeEui(pattern)),
        )
      : undefined,
    filters.withDevEui === 'true' ? isNotNull(lorawanDevices.devEui) : undefined,
    filters.withDevEui === 'false' ? isNull(lorawanDevices.devEui) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof lorawan.LORAWAN_DEVICE_SORTS)[number]>[], {
    id: devices.id,
    name: devices.name,
    serial: devices.serial,
    devEui: lorawanDevices.devEui,
  });
  const rows = await selectRows(db, where)
    .orderBy(...order, asc(devices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(lorawanDevices, eq(lorawanDevices.deviceId, devices.id))
    .where(and(eq(hardware.communicationType, 'lorawan'), where));
  return { data: rows.map(toDevice), totalRecords: total?.n ?? 0 };
}

async function findDevice(db: DbOrTx, ctx: RequestContext, id: number) {
  const [device] = await db
    .select({ id: devices.id, communicationType: hardware.communicationType })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(devices.id, id), await requestScope(db, ctx).companies(devices.companyId)));
  if (!device) throw notFound('Device');
  if (device.communicationType !== 'lorawan') {
    throw new ValidationError([{ param: 'id', msg: lorawan.NOT_LORAWAN }]);
  }
}

/** Sets (unique across the platform) or clears a device's DevEUI; a new DevEUI starts a new frame count. */
export async function setDevEui(db: DbOrTx, ctx: RequestContext, id: number, devEui: string | null) {
  await findDevice(db, ctx, id);
  if (devEui === null) {
    await db.delete(lorawanDevices).where(eq(lorawanDevices.deviceId, id));
  } else {
    const [taken] = await db
      .select({ id: lorawanDevices.deviceId })
      .from(lorawanDevices)
      .where(eq(lorawanDevices.devEui, devEui));
    if (taken && taken.id !== id)
      throw new ValidationError([{ param: 'devEui', msg: lorawan.DEV_EUI_TAKEN }]);
    // The same DevEUI again keeps its frame count.
    if (!taken)
      await uniquely(
        () =>
          db
            .insert(lorawanDevices)
            .values({ deviceId: id, devEui })
            .onConflictDoUpdate({
              target: lorawanDevices.deviceId,
              set: { devEui, lastFCnt: null, lastDedupIds: [], updatedAt: new Date() },
            }),
        'devEui',
        lorawan.DEV_EUI_TAKEN,
      );
  }
  const [row] = await selectRows(db, eq(devices.id, id));
  if (!row) throw notFound('Device');
  return toDevice(row);
}
