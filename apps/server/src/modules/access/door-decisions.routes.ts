import { access as contract } from '@atrium/contracts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { describeLink, openLink, openWithPhoneKey } from './door-decisions.service.ts';

/** Door decisions asked over HTTP (the public link page, a phone key): each address held to a few a minute. */
const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const doorDecisionRoutes = (deps: AppDeps) => [
  defineRoute(
    contract.getPublicLink,
    async ({ params }) => ({ data: await describeLink(deps.database.db, params.token) }),
    limit,
  ),
  defineRoute(
    contract.openPublicLink,
    async ({ params, request }) => ({ data: await openLink(deps, params.token, request.ip) }),
    limit,
  ),
  defineRoute(
    contract.openWithPhoneKey,
    async ({ ctx, params, body }) => ({ data: await openWithPhoneKey(deps, ctx, params.id, body.code) }),
    limit,
  ),
];
