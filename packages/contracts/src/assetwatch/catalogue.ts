import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { type Access, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { AW_API, awCompanyQuery, awIdParams, awName, awTags, awText } from './common.ts';

/**
 * A company's named catalogue of asset watch (asset types, asset groups): the same record, the same input
 * and the same five endpoints under `/asset-watch/api/<path>`; each catalogue says its words and permissions.
 */

export const catalogueEntry = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Assets of the entry. */
  assets: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const catalogueInput = z.strictObject({ name: awName, description: awText(500).default('') });
export const catalogueUpdate = z.strictObject({
  name: awName.optional(),
  description: awText(500).optional(),
});
export const CATALOGUE_SORTS = ['id', 'name', 'createdAt'] as const;

type Action = 'list' | 'get' | 'create' | 'update' | 'remove';

interface CatalogueSpec {
  /** The path under the API: `type`, `group`. */
  path: string;
  summaries: Record<Action, string>;
  access: Record<Action, Access>;
}

const one = z.object({ data: catalogueEntry });
/** Another entry of the company has the name (AW_NAME_TAKEN). */
const taken = { 409: errorBody };

/** The list, get, create, update and remove endpoints of one catalogue. */
export function catalogueEndpoints({ path, summaries, access }: CatalogueSpec) {
  const base = `${AW_API}/${path}`;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      summary: summaries.list,
      tags: awTags,
      access: access.list,
      schemas: {
        querystring: listQuery(CATALOGUE_SORTS).extend(awCompanyQuery),
        response: { 200: paged(catalogueEntry), ...bad },
      },
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: summaries.get,
      tags: awTags,
      access: access.get,
      schemas: { params: awIdParams, response: { 200: one, ...bad } },
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      summary: summaries.create,
      tags: awTags,
      access: access.create,
      schemas: {
        querystring: z.object(awCompanyQuery),
        body: catalogueInput,
        response: { 201: one, ...bad, ...taken },
      },
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: `${base}/:id`,
      summary: summaries.update,
      tags: awTags,
      access: access.update,
      schemas: { params: awIdParams, body: catalogueUpdate, response: { 200: one, ...bad, ...taken } },
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: summaries.remove,
      tags: awTags,
      access: access.remove,
      schemas: { params: awIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
    }),
  };
}
