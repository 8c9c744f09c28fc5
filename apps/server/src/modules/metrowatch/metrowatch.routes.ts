import { metrowatch as contract, devices as deviceContract } from '@atrium/contracts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError } from '../../kernel/http/errors.ts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { assignToken, controlDevice, installDevice, moveDevice } from '../devices/device-actions.service.ts';
import { registerLockControl } from '../devices/device-controls.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { listReadings } from '../telemetry/readings.service.ts';
import { commandById, issueCommand, listCommands } from './commands.service.ts';
import { dashboard, deviceLog, metrowatchDetails } from './devices.service.ts';
import { findMetrowatchDevice } from './scope.ts';

const actor = (ctx: RequestContext) => ctx.user?.actorId ?? ctx.user?.id ?? null;

/** `/metrowatch/elock/...` is for locks, `/metrowatch/topfly/...` for trackers. */
function assertPathKind(path: 'elock' | 'topfly', hardwareId: number) {
  const kind = contract.detailKindOf(deviceContract.hardwareById(hardwareId)?.type ?? '');
  if (path === 'elock' && kind !== 'device-lock') {
    throw new HttpError(409, 'This device is not a lock', 'DEVICE_NOT_A_LOCK');
  }
  if (path === 'topfly' && !contract.TRACKING_KINDS.includes(kind)) {
    throw new HttpError(409, 'This device is not a tracker', 'DEVICE_NOT_A_TRACKER');
  }
}

export const metrowatchRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  // `POST /device/:id/lock|unlock` on a Metro Watch lock sends the command (the devices module asks here).
  registerLockControl('metrowatch', async (app, { deviceId, what, userId }) => {
    const issued = await issueCommand(app, { deviceId, command: what, userId, source: 'user' });
    return commandById(app, issued.id);
  });
  /** Every path below names a device: a Metro Watch one the caller reaches with `action`, else 404/403. */
  type Input = { ctx: RequestContext; params: { id: number }; request: Parameters<typeof onBehalfOf>[0] };
  const reach = ({ ctx, params, request }: Input, action: deviceContract.DeviceAction) =>
    findMetrowatchDevice(db, ctx, params.id, action, onBehalfOf(request));
  const details = (id: number) => metrowatchDetails(deps, id);
  const send = async (
    input: Input,
    action: deviceContract.DeviceAction,
    command: contract.CommandName,
    params?: Record<string, unknown>,
    path?: 'elock' | 'topfly',
  ) => {
    const device = await reach(input, action);
    if (path) assertPathKind(path, device.hardwareId);
    const issued = await issueCommand(deps, {
      deviceId: input.params.id,
      command,
      params,
      userId: actor(input.ctx),
      source: 'user',
    });
    return { data: await commandById(deps, issued.id) };
  };

  return [
    defineRoute(contract.getMetrowatchDevice, async (input) => {
      await reach(input, 'view');
      return { data: await details(input.params.id) };
    }),
    ...(['block', 'unblock'] as const).map((what) =>
      defineRoute(
        what === 'block' ? contract.blockMetrowatchDevice : contract.unblockMetrowatchDevice,
        async (input) => {
          await reach(input, 'block');
          await controlDevice(db, input.ctx, input.params.id, what);
          return { data: await details(input.params.id) };
        },
      ),
    ),
    ...(['lock', 'unlock'] as const).map((what) =>
      defineRoute(
        what === 'lock' ? contract.lockMetrowatchDevice : contract.unlockMetrowatchDevice,
        async (input) => input.reply.code(202).send(await send(input, 'control', what)),
      ),
    ),
    defineRoute(contract.wakeUpLock, async (input) =>
      input.reply.code(202).send(await send(input, 'control', 'wake-up')),
    ),
    defineRoute(contract.setLockPassword, async (input) =>
      input.reply
        .code(202)
        .send(await send(input, 'update', 'set-password', { password: input.body.password }, 'elock')),
    ),
    defineRoute(contract.setLockParameters, async (input) =>
      input.reply.code(202).send(await send(input, 'update', 'set-parameters', input.body, 'elock')),
    ),
    defineRoute(contract.setTrackerParameters, async (input) =>
      input.reply.code(202).send(await send(input, 'update', 'set-parameters', input.body, 'topfly')),
    ),
    defineRoute(contract.installMetrowatchDevice, async (input) => {
      await reach(input, 'install');
      await installDevice(db, input.ctx, input.params.id, input.body);
      return { data: await details(input.params.id) };
    }),
    defineRoute(contract.moveMetrowatchDevice, async (input) => {
      await reach(input, 'move');
      await moveDevice(db, input.ctx, input.params.id, input.body);
      return { data: await details(input.params.id) };
    }),
    defineRoute(contract.assignMetrowatchDeviceToken, async (input) => {
      await reach(input, 'update');
      await assignToken(db, input.ctx, input.params.id, input.body);
      return { data: await details(input.params.id) };
    }),
    defineRoute(contract.listMetrowatchReadings, async (input) => {
      await reach(input, 'view');
      return listReadings(
        db,
        input.ctx,
        input.params.id,
        input.query,
        parseListQuery(input.query, { sortable: deviceContract.READING_SORTS }),
      );
    }),
    defineRoute(contract.listMetrowatchDeviceLog, async (input) => {
      await reach(input, 'view');
      return deviceLog(
        deps,
        input.params.id,
        input.query,
        parseListQuery(input.query, { sortable: deviceContract.LOG_SORTS }),
      );
    }),
    defineRoute(contract.listMetrowatchCommands, async (input) => {
      await reach(input, 'view');
      return listCommands(
        deps,
        input.params.id,
        input.query,
        parseListQuery(input.query, { sortable: contract.COMMAND_SORTS }),
      );
    }),
    defineRoute(contract.getMetrowatchDashboard, async ({ ctx, query, request }) => ({
      data: await dashboard(deps, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
    })),
  ];
};
