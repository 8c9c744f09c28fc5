import { z } from 'zod';
import { codeSchema, quantity, recordId } from './common.ts';
import { ORDER_TYPES, SHIPPING_METHODS } from './reference.ts';

/**
 * Spec §3 order payload: devices [{ id, solutionId (swam and metrowatch), qty, products (item ids repeated
 * per qty) }], tokens [{ id, qty }], plugins [{ id, qty }]; mobility devices [{ id, qty }]. Added here:
 * `packages` [{ id, qty }] for items bought without a device (packages, services, SMS and calling packages).
 * A device line is `qty` devices, each with the products listed (one id per unit of an add-on).
 *
 * Line objects keep only these fields: a client-sent `price` or `name` is dropped, never read (prices are
 * the server's); the order itself is strict.
 */

export const LIMITS = {
  partsPerOrder: 20,
  linesPerPart: 50,
  devicesPerLine: 1000,
  productsPerDevice: 50,
  unitsPerLine: 10_000,
  /** The largest total one payment may carry ($999,999.99, the card provider's limit). */
  totalCents: 99_999_999,
} as const;

export const orderDevice = z.object({
  /** The product (market item) heading the line. */
  id: recordId,
  solutionId: recordId.optional(),
  qty: quantity(LIMITS.devicesPerLine),
  products: z
    .array(recordId)
    .max(LIMITS.productsPerDevice, `At most ${LIMITS.productsPerDevice}`)
    .default([]),
});
export type OrderDevice = z.output<typeof orderDevice>;

export const orderLine = z.object({ id: recordId, qty: quantity(LIMITS.unitsPerLine) });
export type OrderLine = z.output<typeof orderLine>;

const lines = <T extends z.ZodType>(line: T) =>
  z.array(line).max(LIMITS.linesPerPart, `At most ${LIMITS.linesPerPart} lines`).default([]);

/** One order of the cart: a type and what it buys. */
export const orderPart = z.object({
  type: z.enum(ORDER_TYPES, { error: `Must be one of ${ORDER_TYPES.join(', ')}` }),
  devices: lines(orderDevice),
  tokens: lines(orderLine),
  plugins: lines(orderLine),
  packages: lines(orderLine),
});
export type OrderPart = z.output<typeof orderPart>;
export type OrderPartInput = z.input<typeof orderPart>;

export const addressInput = z.strictObject({
  name: z.string({ error: 'Required' }).trim().min(2, 'Please Enter At Least 2 Characters').max(120),
  line1: z.string({ error: 'Required' }).trim().min(3, 'Please Enter At Least 3 Characters').max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string({ error: 'Required' }).trim().min(2, 'Please Enter At Least 2 Characters').max(100),
  /** Spec §9 default United Arab Emirates (233). */
  countryId: recordId.default(233),
  postalCode: z.string().trim().max(20).default(''),
  phone: z
    .string({ error: 'Required' })
    .trim()
    .regex(/^\+[0-9 ]{6,20}$/, 'Please Enter Phone Number'),
});
export type AddressInput = z.output<typeof addressInput>;

/** What `validate`, `submit`, `ordering-intention` and an order update take. */
export const orderBody = z.strictObject({
  orders: z
    .array(orderPart)
    .min(1, 'The cart is empty')
    .max(LIMITS.partsPerOrder, `At most ${LIMITS.partsPerOrder} orders at once`),
  /** Required when something ships (a device line); default standard. */
  shippingMethod: z.enum(SHIPPING_METHODS).optional(),
  address: addressInput.optional().describe('Required when something ships (a device line)'),
  /** A code the company added (`POST /company/:id/discount`). */
  discountCode: codeSchema.optional(),
  voucherCode: codeSchema.optional(),
  /**
   * The total the client showed the buyer. When given and different from the server's total (prices changed,
   * or the client's were tampered with) the order is refused with a 418 on this field.
   */
  expectedTotalCents: z.number().int('Must be a whole number of cents').min(0).optional(),
});
export type OrderBody = z.output<typeof orderBody>;
export type OrderBodyInput = z.input<typeof orderBody>;
