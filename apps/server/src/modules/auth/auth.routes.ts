import { auth } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../kernel/http/errors.ts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { sessionUserOf } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';
import type { createAuthLinks } from './auth-links.service.ts';
import { listSessionLog } from './session-log.service.ts';

type AuthLinks = ReturnType<typeof createAuthLinks>;

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export const authRoutes = (service: AuthService, links: AuthLinks, { config, database }: AppDeps) => [
  defineRoute(
    auth.login,
    async ({ body, query, request }) => ({
      data: await service.login(
        body.email,
        body.password,
        body.code,
        query.shortTerm === '1',
        clientOf(request),
      ),
    }),
    { rateLimit: { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
  ),
  defineRoute(auth.forgotPassword, async ({ body, reply }) => {
    await links.forgotPassword(body.email);
    return reply.code(204).send();
  }),
  defineRoute(auth.resetPassword, async ({ body, reply }) => {
    await links.resetPassword(body.token, body.password);
    return reply.code(204).send();
  }),
  defineRoute(auth.setPassword, async ({ params, body, reply }) => {
    await links.setPassword(params.token, body.password);
    return reply.code(204).send();
  }),
  defineRoute(auth.verifyAccount, async ({ params, reply }) => {
    await links.verifyAccount(params.token);
    return reply.code(204).send();
  }),
  defineRoute(
    auth.resendActivation,
    async ({ body, reply }) => {
      await links.resendActivation(body.email);
      return reply.code(204).send();
    },
    { rateLimit: { max: 5, timeWindow: '1 minute' } },
  ),
  defineRoute(
    auth.customerSignup,
    async ({ body, reply }) => reply.code(201).send({ data: await links.signupCustomer(body) }),
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  ),
  defineRoute(
    auth.companySignup,
    async ({ body, reply }) => reply.code(201).send({ data: await links.signupCompany(body) }),
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  ),
  defineRoute(auth.loginAsCompanyOwner, async ({ ctx, body, request }) => ({
    data: await service.actAsOwner(ctx, body.companyId, clientOf(request)),
  })),
  defineRoute(auth.sessionLog, async ({ ctx, query }) => {
    const page = parseListQuery(query, { sortable: [] });
    return listSessionLog(database.db, ctx, page.limit, page.offset);
  }),
  defineRoute(auth.refreshToken, async ({ body, request }) => ({
    data: await service.refresh(body.refreshToken, request.log),
  })),
  defineRoute(auth.logout, async ({ body, ctx, reply }) => {
    await service.logout(ctx.user?.id ?? 0, body?.refreshToken);
    return reply.code(204).send();
  }),
  defineRoute(auth.me, async ({ ctx }) => {
    const user = ctx.user && (await sessionUserOf(database.db, ctx.user.id));
    if (!user) throw notFound('User');
    return { data: { ...user, actorId: ctx.user?.actorId ?? null } };
  }),
];
