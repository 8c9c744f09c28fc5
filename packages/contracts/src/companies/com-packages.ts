import { z } from 'zod';
import { allOf, anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf, paged } from '../kernel/list.ts';

const id = recordId;

/** Communication packages (market order types core-sms-packages and core-calling-packages). */
export const COM_PACKAGE_KINDS = ['sms', 'calling'] as const;
export type ComPackageKind = (typeof COM_PACKAGE_KINDS)[number];
export const COM_PACKAGE_SORTS = ['id', 'name', 'kind', 'quantity', 'createdAt'] as const;

/** Units (messages or call minutes) a company holds under one package name. */
export const comPackage = z.object({
  id: z.number().int(),
  kind: z.enum(COM_PACKAGE_KINDS),
  name: z.string(),
  quantity: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComPackage = z.infer<typeof comPackage>;

export const listComPackages = defineEndpoint({
  method: 'GET',
  path: '/company/:id/com-package',
  summary: 'The communication packages (SMS, calling) a company holds',
  tags: ['company'],
  access: anyOf('p_package_view'),
  schemas: {
    params: z.object({ id }),
    querystring: listQueryOf(COM_PACKAGE_SORTS).extend({ kind: z.enum(COM_PACKAGE_KINDS).optional() }),
    response: { 200: paged(comPackage), 404: errorBody },
  },
});

export const transferComPackages = defineEndpoint({
  method: 'PATCH',
  path: '/company/:id/com-package/transfer',
  summary:
    'Move units of one of the company’s communication packages to a company it manages (added to its package of the same kind and name)',
  tags: ['company'],
  access: allOf('p_package_view', 'p_company_update'),
  schemas: {
    params: z.object({ id }),
    body: z.strictObject({
      packageId: id,
      destinationCompanyId: id,
      quantity: z.coerce
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .positive('Must be a positive number')
        .max(10_000_000, 'At most 10000000'),
    }),
    response: {
      200: z.object({ data: z.object({ source: comPackage, destination: comPackage }) }),
      404: errorBody,
    },
  },
});
