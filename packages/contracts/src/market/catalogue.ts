import { z } from 'zod';
import { anyOf, defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { bad, cents, listQuery, recordId } from './common.ts';
import { ITEM_TYPES, MARKET_APPS } from './reference.ts';

/**
 * The catalogue (spec §2 market steps, §3 market item and hardware): solutions per app, and market items of
 * every type. Products are the items that head a device line (device, sensor, band, shelter); the items a
 * product accepts (its device configuration) come with `/product/:id/customized`. Catalogue reads are public
 * (the global market, spec §2); with a bearer token prices are the caller's company's (see `customize`).
 */

/** Spec §3 hardware details (R210: warranty and free token validity in months). */
export const hardwareDetails = z.object({
  productName: z.string(),
  logo: z.string().nullable(),
  dimensions: z
    .object({ widthMm: z.number(), heightMm: z.number(), depthMm: z.number(), weightGrams: z.number() })
    .nullable(),
  warrantyValidityInMonths: z.number().int(),
  batteryLifeMonths: z.number().int().nullable(),
  lifeExpectancyMonths: z.number().int().nullable(),
  communicationType: z.string().nullable(),
  freeTokenValidityInMonths: z.number().int().nullable(),
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type HardwareDetails = z.infer<typeof hardwareDetails>;

export const itemDetails = z.object({
  description: z.string(),
  image: z.string().nullable(),
  /** Products only. */
  hardware: hardwareDetails.nullable(),
  /** Token packages: tokens in one package; sms and calling packages: messages or minutes. */
  units: z.number().int().nullable(),
  /** Token packages: each token's validity; packages and services: the package's validity. */
  validityInMonths: z.number().int().nullable(),
});
export type ItemDetails = z.infer<typeof itemDetails>;

/** Spec §3 market item. */
export const marketItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ITEM_TYPES),
  app: z.enum(MARKET_APPS),
  /** Items of one group exclude each other within a device (e.g. one communication module). */
  groupId: z.number().int().nullable(),
  /** An item needs the item with this id in the same device. */
  dependencyId: z.number().int().nullable(),
  /** Unit price in integer cents (R102 shows it as dollars; 0 is 'incl'). */
  priceCents: cents,
  /** Spec §3 / A56: the quantity a new line starts with. */
  qty: z.number().int(),
  /** R34: a cart line of an unavailable item is dropped on restore; orders refuse it. */
  isAvailable: z.boolean(),
  /** The solutions a product serves (empty: any of its app). */
  solutionIds: z.array(z.number().int()),
  details: itemDetails,
});
export type MarketItem = z.infer<typeof marketItem>;

export const marketSolution = z.object({
  id: z.number().int(),
  app: z.enum(MARKET_APPS),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type MarketSolution = z.infer<typeof marketSolution>;

/** An item a product accepts in its device configuration. */
export const productOption = z.object({
  item: marketItem,
  /** Per device; spec §3 default 1. */
  defaultQty: z.number().int(),
  maxQty: z.number().int(),
  /** Part of every device of this product (chosen by default, cannot be removed). */
  required: z.boolean(),
});

export const customizedProduct = marketItem.extend({
  /** The catalogue price before the reseller's customization. */
  basePriceCents: cents,
  /** The company whose customization applies (the buyer's managing integrator), else null. */
  customizedBy: z.number().int().nullable(),
  options: z.array(productOption),
});
export type CustomizedProduct = z.infer<typeof customizedProduct>;

const appFilter = z.enum(MARKET_APPS, { error: `Must be one of ${MARKET_APPS.join(', ')}` });
export const PRODUCT_SORTS = ['id', 'name', 'priceCents', 'type'] as const;

export const listSolutions = defineEndpoint({
  method: 'GET',
  path: '/product/solutions',
  summary: 'The market solutions of the apps this deployment shows (spec §2 "solutions" steps)',
  tags: ['market'],
  access: publicAccess,
  schemas: {
    querystring: z.looseObject({ app: appFilter.optional() }),
    response: { 200: z.object({ data: z.array(marketSolution) }), 418: bad[418] },
  },
});

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/product',
  summary: `Market items of the shown apps, available ones unless includeUnavailable=true; sorts: ${PRODUCT_SORTS.join(', ')}`,
  tags: ['market'],
  access: publicAccess,
  schemas: {
    querystring: listQuery(PRODUCT_SORTS).extend({
      app: appFilter.optional(),
      type: z.enum(ITEM_TYPES).optional(),
      solutionId: recordId.optional(),
      name: z.string().max(100, 'Search Cannot Be Longer Than 100 Characters').optional(),
      includeUnavailable: z.enum(['true', 'false']).optional(),
    }),
    response: { 200: paged(marketItem), 418: bad[418] },
  },
});

export const bestSelling = defineEndpoint({
  method: 'GET',
  path: '/product/best-selling',
  summary: 'Products by units sold in paid orders (then the merchandised rank), available ones only',
  tags: ['market'],
  access: publicAccess,
  schemas: {
    querystring: z.looseObject({
      app: appFilter.optional(),
      limit: z.coerce.number().int().min(1, 'Must be at least 1').max(50, 'Must be at most 50').optional(),
    }),
    response: {
      200: z.object({ data: z.array(marketItem.extend({ sold: z.number().int() })) }),
      418: bad[418],
    },
  },
});

export const listPlugins = defineEndpoint({
  method: 'GET',
  path: '/product/plugins',
  summary: 'Plugins (mobility-plugin orders; spec §2 mobility steps)',
  tags: ['market'],
  access: publicAccess,
  schemas: {
    querystring: z.looseObject({ app: appFilter.optional() }),
    response: { 200: z.object({ data: z.array(marketItem) }), 418: bad[418] },
  },
});

export const getCustomizedProduct = defineEndpoint({
  method: 'GET',
  path: '/product/:id/customized',
  summary:
    'A product with its device configuration (options with groups, dependencies, default quantities) and the price for the company (customerId, default the caller’s)',
  tags: ['market'],
  access: anyOf('p_market_view', 'p_product_view'),
  schemas: {
    params: z.object({ id: recordId }),
    querystring: z.looseObject({ customerId: recordId.optional() }),
    response: { 200: z.object({ data: customizedProduct }), 404: errorBody, 418: bad[418] },
  },
});

export const customizeProduct = defineEndpoint({
  method: 'PATCH',
  path: '/product/:id/customize',
  summary:
    'System admins change the catalogue entry; an Integrator sets its resale price and availability for the companies it manages (others: 403)',
  tags: ['market'],
  access: anyOf('p_product_customize'),
  schemas: {
    params: z.object({ id: recordId }),
    body: z.strictObject({
      priceCents: z
        .number({ error: 'Must be a number' })
        .int('Must be a whole number of cents')
        .min(0, 'Must be at least 0')
        .max(100_000_000, 'Must be at most 100000000')
        .optional(),
      isAvailable: z.boolean().optional(),
      /** System admins only: the best-selling list's rank among products not sold yet. */
      featuredRank: z.number().int().min(1).max(1000).nullable().optional(),
    }),
    response: { 200: z.object({ data: customizedProduct }), ...bad },
  },
});
