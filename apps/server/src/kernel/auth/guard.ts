import type { Access } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Jwt } from './jwt.ts';

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * The pre-handler enforcing a route's access rule. Until roles exist (identity issue), a permission
 * rule admits administrators only: deny by default.
 */
export function accessGuard(access: Access, jwt: Jwt) {
  if (access.kind === 'public') return undefined;
  return async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await jwt.verify(token);
    if (!claims) throw unauthorized('Your session has expired, please sign in again', 'AUTH_TOKEN_INVALID');
    request.ctx.user = { id: Number(claims.sub), companyId: claims.companyId, isAdmin: claims.isAdmin };
    if (access.kind === 'permissions' && !claims.isAdmin) throw forbidden();
  };
}
