import { users } from '@atrium/contracts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { deleteParameter, getParameters, setParameter } from './parameters.service.ts';
import { changeOwnPassword, sendUserResetLink, updateUser, userProfile } from './profile.service.ts';
import { createTfa } from './tfa.service.ts';

const callerId = (ctx: RequestContext) => {
  if (!ctx.user) throw forbidden();
  return ctx.user.id;
};

export const userRoutes = ({ config, database: { db } }: AppDeps) => {
  const tfa = createTfa(config);
  return [
    defineRoute(users.tfaSwitch, async ({ ctx, body }) => ({
      data: await tfa.switchTfa(db, callerId(ctx), body.enable, body.code),
    })),
    defineRoute(users.info, async ({ ctx, params }) => ({ data: await userProfile(db, ctx, params.id) })),
    defineRoute(users.update, async ({ ctx, params, body }) => ({
      data: await updateUser(db, ctx, params.id, body),
    })),
    defineRoute(users.changePassword, async ({ ctx, params, body, reply }) => {
      await changeOwnPassword(db, ctx, params.id, body);
      return reply.code(204).send();
    }),
    defineRoute(users.sendResetLink, async ({ ctx, params, reply }) => {
      await sendUserResetLink(db, config, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(users.setParameter, async ({ ctx, body }) => ({
      data: await setParameter(db, callerId(ctx), body.key, body.value),
    })),
    defineRoute(users.getParameters, async ({ ctx, query }) => ({
      data: await getParameters(db, callerId(ctx), query.keys),
    })),
    defineRoute(users.deleteParameter, async ({ ctx, params, reply }) => {
      await deleteParameter(db, callerId(ctx), params.key);
      return reply.code(204).send();
    }),
  ];
};
