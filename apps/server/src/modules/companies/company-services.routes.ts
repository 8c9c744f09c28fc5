import { companies } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../kernel/http/errors.ts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { requestTenancy, servedCompanies } from '../devices/tenancy.ts';
import { COM_PACKAGE_SORTS, listComPackages, transferComPackages } from './com-packages.service.ts';
import { invitationView, recommendedMeta, setRequestContract } from './company-engagements.service.ts';
import {
  CUSTOMER_SORTS,
  createProvider,
  listCustomers,
  listProviders,
  PROVIDER_SORTS,
  parseProviderForm,
} from './providers.service.ts';

/** The text fields of a multipart form (spec: providers are created as multipart), or a JSON body. */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return (request.body as Record<string, unknown> | undefined) ?? {};
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new ValidationError([{ param: part.fieldname, msg: 'Files are not accepted here' }]);
    }
    fields[part.fieldname] = part.value;
  }
  return fields;
}

/** Providers, customers, engagement contracts, invitations and communication packages. */
export const companyServiceRoutes = ({ config, database: { db } }: AppDeps) => [
  defineRoute(companies.listProviders, async ({ ctx, query }) =>
    listProviders(
      db,
      ctx,
      query,
      parseListQuery(query, { sortable: PROVIDER_SORTS, defaultSort: [{ field: 'name', direction: 'asc' }] }),
    ),
  ),
  defineRoute(companies.createProvider, async ({ ctx, request, reply }) => {
    // R130: an on-behalf-of naming a company the caller does not serve is refused, not ignored.
    await servedCompanies(db, ctx, requestTenancy(request));
    const form = parseProviderForm(await formFields(request));
    return reply.code(201).send({ data: await createProvider(db, config, ctx, form) });
  }),
  defineRoute(companies.listCustomers, async ({ ctx, query }) =>
    listCustomers(
      db,
      ctx,
      query.nameFilter,
      parseListQuery(query, { sortable: CUSTOMER_SORTS, defaultSort: [{ field: 'name', direction: 'asc' }] }),
    ),
  ),
  defineRoute(companies.setRequestContract, async ({ ctx, params, body }) => ({
    data: await setRequestContract(db, ctx, params.id, params.contractId, body.contractStatus),
  })),
  defineRoute(
    companies.invitation,
    async ({ params }) => ({ data: await invitationView(db, params.token) }),
    {
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
  ),
  defineRoute(companies.getRecommendedMeta, async ({ ctx, params }) => ({
    data: await recommendedMeta(db, ctx, params.id),
  })),
  defineRoute(companies.listComPackages, async ({ ctx, params, query }) =>
    listComPackages(
      db,
      ctx,
      params.id,
      query.kind,
      parseListQuery(query, {
        sortable: COM_PACKAGE_SORTS,
        defaultSort: [{ field: 'name', direction: 'asc' }],
      }),
    ),
  ),
  defineRoute(companies.transferComPackages, async ({ ctx, params, body }) => ({
    data: await transferComPackages(db, ctx, params.id, body),
  })),
];
