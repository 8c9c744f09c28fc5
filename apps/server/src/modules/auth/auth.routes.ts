import { auth } from '@atrium/contracts';
import { notFound } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { sessionUserOf } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes = (service: AuthService, { database }: AppDeps) => [
  defineRoute(auth.login, async ({ body, query }) => ({
    data: await service.login(body.email, body.password, query.shortTerm === '1'),
  })),
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
    return { data: user };
  }),
];
