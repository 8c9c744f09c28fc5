import type { FastifyInstance } from 'fastify';

export interface AuthUser {
  id: number;
  companyId: number | null;
  isAdmin: boolean;
}

/** What every handler and service learns about the caller; services take it first, never globals. */
export interface RequestContext {
  requestId: string;
  language: 'en' | 'ar';
  user: AuthUser | null;
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
    request.ctx = { requestId: request.id, language, user: null };
    reply.header('x-request-id', request.id);
  });
}
