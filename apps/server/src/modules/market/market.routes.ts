import { market } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  bestSelling,
  customizeProduct,
  getCustomizedProduct,
  getPackageModel,
  listPackageModels,
  listPlugins,
  listProducts,
  listSolutions,
} from './catalogue.service.ts';
import { createPackages, deployPackage, listMerchants, listPackages } from './packages.service.ts';

/**
 * The company whose prices a public catalogue read shows: the signed-in caller's, when a valid bearer token
 * comes along; a guest (or an invalid token) sees the catalogue's own prices.
 */
async function buyerOf({ jwt }: AppDeps, request: FastifyRequest): Promise<number | null> {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const claims = await jwt.verify(header.slice(7).trim());
  return claims?.companyId ?? null;
}

export const marketRoutes = (deps: AppDeps) => {
  const {
    config,
    database: { db },
  } = deps;
  return [
    defineRoute(market.listSolutions, async ({ query }) => ({
      data: await listSolutions(db, config, query.app),
    })),
    defineRoute(market.listProducts, async ({ query, request }) =>
      listProducts(
        db,
        config,
        await buyerOf(deps, request),
        query,
        parseListQuery(query, {
          sortable: market.PRODUCT_SORTS,
          defaultSort: [{ field: 'id', direction: 'asc' }],
        }),
      ),
    ),
    defineRoute(market.bestSelling, async ({ query, request }) => ({
      data: await bestSelling(db, config, await buyerOf(deps, request), query.app, query.limit),
    })),
    defineRoute(market.listPlugins, async ({ query, request }) => ({
      data: await listPlugins(db, config, await buyerOf(deps, request), query.app),
    })),
    defineRoute(market.getCustomizedProduct, async ({ ctx, params, query }) => ({
      data: await getCustomizedProduct(db, ctx, config, params.id, query.customerId),
    })),
    defineRoute(market.customizeProduct, async ({ ctx, params, body }) => ({
      data: await customizeProduct(db, ctx, config, params.id, body),
    })),
    defineRoute(market.listPackageModels, async ({ query }) =>
      listPackageModels(db, config, query.app, parseListQuery(query, { sortable: market.PRODUCT_SORTS })),
    ),
    defineRoute(market.getPackageModel, async ({ params }) => ({
      data: await getPackageModel(db, config, params.id),
    })),
    defineRoute(market.listMerchants, async ({ ctx }) => ({ data: await listMerchants(db, ctx) })),
    defineRoute(market.listPackages, async ({ ctx, query }) =>
      listPackages(db, ctx, query, parseListQuery(query, { sortable: market.PACKAGE_SORTS })),
    ),
    defineRoute(market.createPackages, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await createPackages(db, ctx, config, body) }),
    ),
    defineRoute(market.deployPackage, async ({ ctx, body }) => ({
      data: await deployPackage(db, ctx, config, body),
    })),
  ];
};
