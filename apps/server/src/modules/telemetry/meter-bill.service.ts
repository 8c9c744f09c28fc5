import { devices as contract } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { findDevice, visibleCustomer } from '../devices/scope.ts';
import { customerOf, requestScope, type Tenancy, userOf } from '../scope/index.ts';
import { meterTariffs, readings } from './telemetry.schema.ts';

interface Meter {
  id: number;
  serial: string;
  name: string;
  companyId: number;
  companyName: string;
  sensorTypeIds: number[];
}

/** The metered quantities a meter's hardware reports. */
const meteredKeysOf = (meter: Meter): contract.MeteredKey[] =>
  contract.SENSOR_TYPES.filter(
    (s) => meter.sensorTypeIds.includes(s.id) && (contract.METERED_KEYS as string[]).includes(s.key),
  ).map((s) => s.key as contract.MeteredKey);

/**
 * Per meter, the month's readings of `key` and what they add up to: a counter's rises (a fall is a reset),
 * or a rate's integral over time in hours (trapezoids between consecutive readings).
 */
async function consumptionOf(
  db: DbOrTx,
  ids: number[],
  key: contract.MeteredKey,
  span: { from: Date; to: Date },
) {
  const value = sql`(${readings.values} ->> ${key})::float8`;
  const rows = rowsOf<{ device: number; n: number; counter: number | null; rate: number | null }>(
    await db.execute(sql`
      with r as (
        select ${readings.deviceId} as device, ${readings.ts} as ts, ${value} as v,
          lag(${value}) over w as pv, lag(${readings.ts}) over w as pts
        from ${readings}
        where ${and(inArray(readings.deviceId, ids), sql`${readings.ts} >= ${span.from.toISOString()}::timestamptz`, sql`${readings.ts} < ${span.to.toISOString()}::timestamptz`, sql`jsonb_typeof(${readings.values} -> ${key}) = 'number'`)}
        window w as (partition by ${readings.deviceId} order by ${readings.ts})
      )
      select device, count(*)::int as n,
        coalesce(sum(greatest(v - pv, 0)), 0) as counter,
        coalesce(sum((v + pv) / 2 * extract(epoch from ts - pts) / 3600), 0) as rate
      from r group by device`),
  );
  const mode = contract.METERED_QUANTITIES[key].mode;
  return new Map(
    rows.map((r) => [
      Number(r.device),
      { readings: Number(r.n), consumption: Number(mode === 'counter' ? r.counter : r.rate) },
    ]),
  );
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export async function meterBill(
  db: DbOrTx,
  ctx: RequestContext,
  query: Tenancy & { month: string; deviceId?: number },
): Promise<{ data: contract.MeterBill }> {
  if (query.deviceId !== undefined) await findDevice(db, ctx, query.deviceId, 'view');
  const span = contract.monthSpan(query.month);
  const meters: Meter[] = await db
    .select({
      id: devices.id,
      serial: devices.serial,
      name: devices.name,
      companyId: devices.companyId,
      companyName: companies.name,
      sensorTypeIds: hardware.sensorTypeIds,
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(
      and(
        eq(hardware.type, 'meter'),
        await requestScope(db, ctx).devices(),
        query.deviceId === undefined
          ? await requestScope(db, ctx).owners(devices.companyId, query)
          : eq(devices.id, query.deviceId),
      ),
    )
    .orderBy(devices.serial);
  const companyIds = [...new Set(meters.map((m) => m.companyId))];
  const tariffs =
    companyIds.length === 0
      ? []
      : await db.select().from(meterTariffs).where(inArray(meterTariffs.companyId, companyIds));
  const lines: contract.MeterBillLine[] = [];
  for (const key of contract.METERED_KEYS) {
    const metered = meters.filter((m) => meteredKeysOf(m).includes(key));
    if (metered.length === 0) continue;
    const used = await consumptionOf(
      db,
      metered.map((m) => m.id),
      key,
      span,
    );
    for (const meter of metered) {
      const tariff = tariffs.find((t) => t.companyId === meter.companyId && t.key === key);
      const consumption = round3(used.get(meter.id)?.consumption ?? 0);
      lines.push({
        device: { id: meter.id, serial: meter.serial, name: meter.name },
        company: { id: meter.companyId, name: meter.companyName },
        key,
        unit: contract.METERED_QUANTITIES[key].unit,
        readings: used.get(meter.id)?.readings ?? 0,
        consumption,
        pricePerUnit: tariff?.pricePerUnit ?? null,
        currency: tariff?.currency ?? null,
        amount: tariff ? contract.roundMoney(consumption * tariff.pricePerUnit) : null,
      });
    }
  }
  lines.sort((a, b) => a.device.serial.localeCompare(b.device.serial) || a.key.localeCompare(b.key));
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.currency && line.amount !== null) {
      totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
    }
  }
  return {
    data: {
      month: query.month,
      from: span.from.toISOString(),
      to: span.to.toISOString(),
      lines,
      totals: [...totals].map(([currency, amount]) => ({ currency, amount: contract.roundMoney(amount) })),
    },
  };
}

const toTariff = (row: typeof meterTariffs.$inferSelect, companyName: string): contract.Tariff => ({
  company: { id: row.companyId, name: companyName },
  key: row.key,
  pricePerUnit: row.pricePerUnit,
  currency: row.currency,
});

export async function listTariffs(db: DbOrTx, ctx: RequestContext, tenancy: Tenancy) {
  const rows = await db
    .select({ tariff: meterTariffs, companyName: companies.name })
    .from(meterTariffs)
    .innerJoin(companies, eq(companies.id, meterTariffs.companyId))
    .where(await requestScope(db, ctx).owners(meterTariffs.companyId, tenancy))
    .orderBy(meterTariffs.companyId, meterTariffs.key);
  return { data: rows.map((r) => toTariff(r.tariff, r.companyName)) };
}

/** The one company a tariff is set for: a visible customer by id, else the caller's own company. */
async function tariffCompany(db: DbOrTx, ctx: RequestContext, tenancy: Tenancy) {
  const customer = customerOf(tenancy);
  if (typeof customer === 'number') return visibleCustomer(db, ctx, customer);
  const own = customer === ':none' ? null : userOf(ctx).companyId;
  if (own === null) throw new ValidationError([{ param: 'customerId', msg: 'Choose One of Your Customers' }]);
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, own));
  if (!row) throw new ValidationError([{ param: 'customerId', msg: 'Choose One of Your Customers' }]);
  return row;
}

export async function setTariff(
  db: DbOrTx,
  ctx: RequestContext,
  tenancy: Tenancy,
  input: contract.TariffInput,
) {
  const company = await tariffCompany(db, ctx, tenancy);
  const [row] = await db
    .insert(meterTariffs)
    .values({ companyId: company.id, ...input })
    .onConflictDoUpdate({
      target: [meterTariffs.companyId, meterTariffs.key],
      set: { pricePerUnit: input.pricePerUnit, currency: input.currency, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('tariff not stored');
  return { data: toTariff(row, company.name) };
}
