import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { bad, customerIdSchema, deviceAccess, tenancyHeaders } from './common.ts';

/**
 * Spec §7 "meter bill by month" (`/swam/meter-bill?month=`): what each meter of a company consumed in a
 * calendar month (UTC) priced by the company's tariff for that quantity.
 */

/**
 * The quantities a meter is billed for. A counter (energy, kWh) is billed by how much it rose between
 * consecutive readings (a fall is a reset, not a refund); a rate (flow, m³/h) by its integral over time
 * (trapezoids between consecutive readings), in the rate's unit times hours (m³).
 */
export const METERED_QUANTITIES = {
  energy: { mode: 'counter', unit: 'kWh' },
  flow: { mode: 'rate', unit: 'm³' },
} as const;
export type MeteredKey = keyof typeof METERED_QUANTITIES;
export const METERED_KEYS = Object.keys(METERED_QUANTITIES) as MeteredKey[];

export const billMonth = z
  .string({ error: 'Required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month as YYYY-MM');

/** The first instant of the month and of the next one, UTC. */
export function monthSpan(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

/** Money is rounded to cents, half away from zero. */
export const roundMoney = (amount: number) => (Math.sign(amount) * Math.round(Math.abs(amount) * 100)) / 100;

export const tariffInput = z.strictObject({
  key: z.enum(METERED_KEYS as [MeteredKey, ...MeteredKey[]], { error: 'Choose a metered quantity' }),
  pricePerUnit: z
    .number({ error: 'Must be a number' })
    .finite('Must be a number')
    .min(0, 'Must be 0 or more')
    .max(1_000_000, 'Must be at most 1000000'),
  currency: z.string({ error: 'Required' }).regex(/^[A-Z]{3}$/, 'Must be a 3-letter currency code'),
});
export type TariffInput = z.infer<typeof tariffInput>;

export const tariff = tariffInput.extend({ company: z.object({ id: z.number().int(), name: z.string() }) });
export type Tariff = z.infer<typeof tariff>;

export const meterBillLine = z.object({
  device: z.object({ id: z.number().int(), serial: z.string(), name: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  key: z.string(),
  unit: z.string(),
  /** Readings of the month carrying the quantity. */
  readings: z.number().int(),
  consumption: z.number(),
  /** Null when the company has no tariff for the quantity (the line is then not priced). */
  pricePerUnit: z.number().nullable(),
  currency: z.string().nullable(),
  amount: z.number().nullable(),
});
export type MeterBillLine = z.infer<typeof meterBillLine>;

export const meterBill = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  lines: z.array(meterBillLine),
  /** The priced amounts added up per currency. */
  totals: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type MeterBill = z.infer<typeof meterBill>;

const swamCustomer = z.looseObject({ customerId: customerIdSchema.optional() });

export const getMeterBill = defineEndpoint({
  method: 'GET',
  path: '/swam/meter-bill',
  summary:
    'The meter bill of a month (YYYY-MM, UTC): per meter and quantity its readings, consumption and amount by the company tariff; deviceId narrows to one meter; customerId as for devices (R133)',
  tags: ['swam', 'devices'],
  access: deviceAccess('view'),
  schemas: {
    headers: tenancyHeaders,
    querystring: swamCustomer.extend({
      month: billMonth,
      deviceId: recordId.optional(),
    }),
    response: { 200: z.object({ data: meterBill }), ...bad },
  },
});

export const listMeterTariffs = defineEndpoint({
  method: 'GET',
  path: '/swam/meter-tariff',
  summary: 'The tariffs of the customer (customerId as for devices, R133), one per metered quantity',
  tags: ['swam', 'devices'],
  access: deviceAccess('view'),
  schemas: {
    headers: tenancyHeaders,
    querystring: swamCustomer,
    response: { 200: z.object({ data: z.array(tariff) }), ...bad },
  },
});

export const setMeterTariff = defineEndpoint({
  method: 'PUT',
  path: '/swam/meter-tariff',
  summary: 'Sets the price of one metered quantity for the customer (customerId as for devices, R133)',
  tags: ['swam', 'devices'],
  access: anyOf('p_swam_devices_update'),
  schemas: {
    headers: tenancyHeaders,
    querystring: swamCustomer,
    body: tariffInput,
    response: { 200: z.object({ data: tariff }), ...bad },
  },
});

/**
 * The meter invoice of spec §2 reports generator: the web app's print view printed to PDF by the server's PDF
 * service (like the order bill), its data on the page (`window.__PRINT_DATA__`, server `kernel/pdf`).
 */
export { METER_INVOICE_PRINT_PATH } from '../reports/print-paths.ts';
/** While no PDF can be made (no Chromium on the server, or the view failed), as for bills (R145). */
export const METER_INVOICE_NOT_AVAILABLE_STATUS = 477;

/** What the meter invoice view draws: the brand, the meter's owner, the meter, the month and its bill lines. */
export const meterInvoicePrintData = z.object({
  number: z.string(),
  issuedAt: z.string(),
  seller: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  device: z.object({ id: z.number().int(), serial: z.string(), name: z.string() }),
  month: z.string(),
  from: z.string(),
  to: z.string(),
  lines: z.array(meterBillLine),
  totals: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type MeterInvoicePrintData = z.infer<typeof meterInvoicePrintData>;

export const getMeterInvoice = defineEndpoint({
  method: 'GET',
  path: '/swam/meter-bill/invoice',
  summary:
    "A meter's invoice of a month (YYYY-MM, UTC) as a PDF: consumption, tariff and amount of each billed quantity with the total in words; customerId as for devices (R133); 477 METER_INVOICE_NOT_AVAILABLE when it cannot be printed",
  tags: ['swam', 'devices'],
  access: deviceAccess('view'),
  produces: ['application/pdf'],
  schemas: {
    headers: tenancyHeaders,
    querystring: swamCustomer.extend({ month: billMonth, deviceId: recordId }),
    response: { ...bad, 477: errorBody },
  },
});
