import { users } from '@atrium/contracts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { deleteParameter, getParameters, setParameter } from './parameters.service.ts';
import { createPhoneVerification, isEmailAvailable, isPhoneAvailable } from './phone.service.ts';
import { changeOwnPassword, sendUserResetLink, updateUser, userProfile } from './profile.service.ts';
import { createTfa } from './tfa.service.ts';

const callerId = (ctx: RequestContext) => {
  if (!ctx.user) throw forbidden();
  return ctx.user.id;
};

export const userRoutes = ({ config, database: { db } }: AppDeps) => {
  const tfa = createTfa(config);
  const phone = createPhoneVerification(config);
  // Each answer tells whether an address or number is in use: slow down anyone enumerating them.
  const lookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
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
    defineRoute(
      users.validateEmail,
      async ({ body }) => ({ data: await isEmailAvailable(db, body.email) }),
      lookupLimit,
    ),
    defineRoute(
      users.validatePhone,
      async ({ ctx, body }) => ({ data: await isPhoneAvailable(db, ctx, body.phone) }),
      lookupLimit,
    ),
    defineRoute(
      users.resendPhoneVerification,
      async ({ ctx, params, body }) => ({ data: await phone.send(db, ctx, params.id, body.phone) }),
      // Each user already waits a minute between codes; this bounds one address texting from many accounts.
      { rateLimit: { max: 20, timeWindow: '1 minute' } },
    ),
    defineRoute(users.verifyPhone, async ({ ctx, params, body }) => {
      await phone.verify(db, ctx, params.id, body.code);
      return { data: await userProfile(db, ctx, params.id) };
    }),
  ];
};
