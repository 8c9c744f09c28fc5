import { permissions } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../version.ts';

const NONE: ReadonlySet<string> = new Set();

export interface AuthUser {
  id: number;
  companyId: number | null;
  isAdmin: boolean;
  /** Who is really acting, when this session acts as a company owner. */
  actorId?: number | null;
}

/** What every handler and service learns about the caller; services take it first, never globals. */
export interface RequestContext {
  requestId: string;
  language: 'en' | 'ar';
  user: AuthUser | null;
  /** The caller's permission keys (empty when anonymous); sent back in the `permissions` header. */
  permissions: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export function installRequestContext(app: FastifyInstance) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    const language = request.headers['accept-language']?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
    request.ctx = { requestId: request.id, language, user: null, permissions: NONE };
    reply.header('x-request-id', request.id);
    reply.header('x-app-version', APP_VERSION);
  });
  // R107: every authenticated response tells the client its current permissions.
  app.addHook('onSend', async (request, reply) => {
    if (request.ctx?.user)
      reply.header(permissions.PERMISSIONS_HEADER, permissions.encodePermissions(request.ctx.permissions));
  });
}
