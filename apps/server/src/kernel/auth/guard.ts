import { type Endpoint, permissions } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../http/context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AppDeps, RouteOptions } from '../module.ts';

type GuardDeps = Pick<AppDeps, 'jwt' | 'permissionsOf' | 'accessSubjectOf' | 'abilitiesOf'>;
type GuardedEndpoint = Pick<Endpoint, 'access' | 'visibility' | 'ability'>;

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
};

/** Whether granted keys satisfy a rule: any of them (`or`, the default) or all of them (`and`). R110 */
export const satisfies = (granted: ReadonlySet<string>, keys: readonly string[], mode: 'or' | 'and') =>
  mode === 'and' ? keys.every((k) => granted.has(k)) : keys.some((k) => granted.has(k));

/** R114: a company is selected when the caller has one, or names one with `on-behalf-of` (`:me` clears it). */
const companySelected = (user: AuthUser, request: FastifyRequest) => {
  const onBehalfOf = request.headers['on-behalf-of'];
  return user.companyId !== null || (typeof onBehalfOf === 'string' && !['', ':me'].includes(onBehalfOf));
};

/** The endpoint's visibility (R112-R114) and entity ability (R111, R117, R26) conditions. */
async function passesConditions(
  endpoint: GuardedEndpoint,
  user: AuthUser,
  request: FastifyRequest,
  deps: GuardDeps,
  options: RouteOptions | undefined,
): Promise<boolean> {
  const { visibility, ability } = endpoint;
  const subject = await deps.accessSubjectOf(user);
  const seen = { ...subject, companySelected: companySelected(user, request) };
  if (!permissions.meetsVisibility(seen, visibility)) return false;
  if (!ability) return true;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const entityId = ability.entityParam ? params[ability.entityParam] : undefined;
  const customerId = entityId && options?.entityCustomer ? await options.entityCustomer(entityId) : undefined;
  return permissions.passesAbility(
    {
      isAdmin: user.isAdmin,
      companyAdmin: subject.companyAdmin,
      companyId: user.companyId,
      abilities: user.isAdmin ? permissions.ALL_ABILITIES : await deps.abilitiesOf(user, ability.app),
    },
    ability,
    entityId === undefined ? undefined : { id: entityId, customerId },
  );
}

/**
 * The pre-handler enforcing a route's access rule: a valid bearer token, then the route's permissions
 * (R108, R110), then its visibility and ability conditions when it states any.
 */
export function accessGuard(endpoint: GuardedEndpoint, deps: GuardDeps, options?: RouteOptions) {
  const { access } = endpoint;
  if (access.kind === 'public') return undefined;
  const conditional = endpoint.visibility !== undefined || endpoint.ability !== undefined;
  return async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await deps.jwt.verify(token);
    if (!claims) throw unauthorized('Your session has expired, please sign in again', 'AUTH_TOKEN_INVALID');
    const user = {
      id: Number(claims.sub),
      companyId: claims.companyId,
      isAdmin: claims.isAdmin,
      actorId: claims.actorId,
    };
    request.ctx.user = user;
    request.ctx.permissions = await deps.permissionsOf(user);
    if (access.kind === 'admin' && !user.isAdmin) throw forbidden();
    if (access.kind === 'permissions' && !satisfies(request.ctx.permissions, access.keys, access.mode)) {
      throw forbidden();
    }
    if (conditional && !(await passesConditions(endpoint, user, request, deps, options))) throw forbidden();
  };
}
