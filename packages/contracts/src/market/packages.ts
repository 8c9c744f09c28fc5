import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { OWN_COMPANY_BY_DEFAULT } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { marketItem, PRODUCT_SORTS } from './catalogue.ts';
import { bad, listQuery, recordId } from './common.ts';
import { MARKET_APPS } from './reference.ts';

/**
 * Packages (spec §2 "Packages": external-orders, add, add/{code}/{appName}). A package model is a market item
 * of type `package`. A merchant (an Integrator, or the platform through a system admin) creates packages of
 * a model, each with a code, to sell outside the platform ("external orders"); the buying company adds one
 * by its code (`POST /package/deploy`), which deploys it to that company. Packages bought in the market are
 * the buyer's once the order is paid.
 */

export const PACKAGE_STATUSES = ['available', 'deployed'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

const companyRef = z.object({ id: z.number().int(), name: z.string() });

export const marketPackage = z.object({
  id: z.number().int(),
  code: z.string(),
  app: z.enum(MARKET_APPS),
  model: z.object({ id: z.number().int(), name: z.string(), validityInMonths: z.number().int().nullable() }),
  /** Who created it; null for the platform. */
  merchant: companyRef.nullable(),
  /** The company it is deployed to (or bought by); null while available. */
  owner: companyRef.nullable(),
  status: z.enum(PACKAGE_STATUSES),
  /** The market order it was bought with, if any. */
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  deployedAt: z.string().nullable(),
  /** Deployment date plus the model's validity. */
  validUntil: z.string().nullable(),
});
export type MarketPackage = z.infer<typeof marketPackage>;

export const merchant = companyRef.extend({ type: z.string() });

export const PACKAGE_SORTS = ['id', 'code', 'createdAt', 'deployedAt', 'status'] as const;
const packageAccess = anyOf('p_package_view', 'p_market_view');

export const listPackageModels = defineEndpoint({
  method: 'GET',
  path: '/package/model',
  summary: 'Package models (market items of type package) of the shown apps',
  tags: ['package'],
  access: packageAccess,
  schemas: {
    querystring: listQuery(PRODUCT_SORTS).extend({ app: z.enum(MARKET_APPS).optional() }),
    response: { 200: paged(marketItem), 418: bad[418] },
  },
});

export const getPackageModel = defineEndpoint({
  method: 'GET',
  path: '/package/model/:id',
  summary: 'One package model',
  tags: ['package'],
  access: packageAccess,
  schemas: {
    params: z.object({ id: recordId }),
    response: { 200: z.object({ data: marketItem }), 404: bad[404], 418: bad[418] },
  },
});

export const listMerchants = defineEndpoint({
  method: 'GET',
  path: '/package/merchants',
  summary:
    'Companies that sell packages: every Integrator for system admins, else the ones managing the caller',
  tags: ['package'],
  access: anyOf('p_package_view'),
  schemas: { response: { 200: z.object({ data: z.array(merchant) }) } },
});

export const listPackages = defineEndpoint({
  method: 'GET',
  path: '/package',
  summary: `Packages the caller's company created (external orders) or holds; sorts: ${PACKAGE_SORTS.join(', ')}`,
  tags: ['package'],
  access: anyOf('p_package_view'),
  schemas: {
    querystring: listQuery(PACKAGE_SORTS).extend({
      status: z.enum(PACKAGE_STATUSES).optional(),
      app: z.enum(MARKET_APPS).optional(),
      /** `created`: the ones the company sells; `owned`: the ones deployed to it; default both. */
      side: z.enum(['created', 'owned']).optional(),
      companyId: recordId.optional(),
    }),
    response: { 200: paged(marketPackage), ...bad },
  },
});

export const createPackages = defineEndpoint({
  method: 'POST',
  path: '/package',
  summary:
    'A merchant (Integrator, or a system admin for the platform) creates packages of a model, each with a code',
  tags: ['package'],
  access: anyOf('p_package_create'),
  schemas: {
    body: z.strictObject({
      modelId: recordId,
      quantity: z
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .min(1, 'Must be at least 1')
        .max(100, 'Must be at most 100'),
    }),
    response: { 201: z.object({ data: z.array(marketPackage) }), ...bad },
  },
});

export const deployPackage = defineEndpoint({
  method: 'POST',
  path: '/package/deploy',
  summary: 'Add a package by its code to the caller’s company (spec §2 packages/add/{code}/{appName})',
  tags: ['package'],
  access: anyOf('p_package_deploy'),
  schemas: {
    body: z.strictObject({
      code: z
        .string({ error: 'Required' })
        .trim()
        .min(6, 'Please Enter At Least 6 Characters')
        .max(40, 'Please Enter At Most 40 Characters')
        .transform((v) => v.toUpperCase()),
      appName: z.enum(MARKET_APPS, { error: `Must be one of ${MARKET_APPS.join(', ')}` }),
      /** System admins deploy to a company; others to their own. */
      companyId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT),
    }),
    response: { 200: z.object({ data: marketPackage }), ...bad },
  },
});
