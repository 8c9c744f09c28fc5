import type { Access } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AppDeps } from '../module.ts';

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
};

/** Whether granted keys satisfy a rule: any of them (`or`, the default) or all of them (`and`). R110 */
export const satisfies = (granted: ReadonlySet<string>, keys: readonly string[], mode: 'or' | 'and') =>
  mode === 'and' ? keys.every((k) => granted.has(k)) : keys.some((k) => granted.has(k));

/** The pre-handler enforcing a route's access rule: a valid bearer token, then the route's permissions. */
export function accessGuard(access: Access, deps: Pick<AppDeps, 'jwt' | 'permissionsOf'>) {
  if (access.kind === 'public') return undefined;
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
  };
}
