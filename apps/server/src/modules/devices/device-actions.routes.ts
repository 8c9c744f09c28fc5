import { devices as contract } from '@atrium/contracts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  assignToken,
  changeOwner,
  changeOwners,
  controlDevice,
  installDevice,
  lockDevice,
  moveDevice,
  queueReportingInterval,
  setPassword,
  setReportingInterval,
} from './device-actions.service.ts';
import { changeTokenOwner, changeTokenOwners } from './device-tokens.service.ts';

export const deviceActionRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  return [
    defineRoute(contract.installDevice, async ({ ctx, params, body }) => ({
      data: await installDevice(db, ctx, params.id, body),
    })),
    defineRoute(contract.moveDevice, async ({ ctx, params, body }) => ({
      data: await moveDevice(db, ctx, params.id, body),
    })),
    defineRoute(contract.assignDeviceToken, async ({ ctx, params, body }) => ({
      data: await assignToken(db, ctx, params.id, body),
    })),
    defineRoute(contract.setDevicePassword, async ({ ctx, params, body, reply }) => {
      await setPassword(db, ctx, params.id, body.password);
      return reply.code(204).send();
    }),
    defineRoute(contract.setReportingInterval, async ({ ctx, params, body }) => ({
      data: await setReportingInterval(db, ctx, params.id, body.reportingIntervalSeconds),
    })),
    defineRoute(contract.queueReportingInterval, async ({ ctx, params, body, reply }) =>
      reply.code(202).send(await queueReportingInterval(db, ctx, params.id, body.reportingIntervalSeconds)),
    ),
    ...(['block', 'unblock'] as const).map((what) =>
      defineRoute(
        what === 'block' ? contract.blockDevice : contract.unblockDevice,
        async ({ ctx, params }) => ({
          data: await controlDevice(db, ctx, params.id, what),
        }),
      ),
    ),
    ...(['lock', 'unlock'] as const).map((what) =>
      defineRoute(
        what === 'lock' ? contract.lockDevice : contract.unlockDevice,
        async ({ ctx, params, reply }) => {
          const { status, data } = await lockDevice(deps, ctx, params.id, what);
          return reply.code(status).send({ data });
        },
      ),
    ),
    defineRoute(contract.changeDeviceOwner, async ({ ctx, params, body }) => ({
      data: await changeOwner(db, ctx, params.id, body.customerId),
    })),
    defineRoute(contract.changeDevicesOwner, async ({ ctx, body }) => ({
      data: await changeOwners(db, ctx, body.ids, body.customerId),
    })),
    defineRoute(contract.changeTokenOwner, async ({ ctx, params, body }) => ({
      data: await changeTokenOwner(db, ctx, params.id, body.customerId),
    })),
    defineRoute(contract.changeTokensOwner, async ({ ctx, body }) => ({
      data: await changeTokenOwners(db, ctx, body.ids, body.customerId),
    })),
  ];
};
