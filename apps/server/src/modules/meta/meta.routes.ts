import { meta } from '@atrium/contracts';
import type { FastifyReply } from 'fastify';
import { defineRoute } from '../../kernel/module.ts';
import type { MetaService } from './meta.service.ts';

/** Reference data changes only with a deployment, so browsers and proxies may keep it for an hour. */
function cacheable(reply: FastifyReply, { perLanguage = false } = {}) {
  reply.header('cache-control', 'public, max-age=3600');
  if (perLanguage) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  }
}

export const metaRoutes = (service: MetaService) => [
  defineRoute(meta.listCountries, async ({ ctx, reply }) => {
    cacheable(reply, { perLanguage: true });
    return service.listCountries(ctx);
  }),
  defineRoute(meta.listCountryTimezones, async ({ ctx, query, reply }) => {
    cacheable(reply, { perLanguage: true });
    return service.listCountryTimezones(ctx, query.withTimezones === 'true');
  }),
  defineRoute(meta.listCities, async ({ ctx, params, reply }) => {
    const cities = await service.listCities(ctx, params.id);
    cacheable(reply);
    return cities;
  }),
  defineRoute(meta.getMeta, async ({ reply }) => {
    cacheable(reply);
    return { data: service.referenceMeta() };
  }),
];
