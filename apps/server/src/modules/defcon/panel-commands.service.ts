import type { defcon as contract } from '@atrium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { hardware } from '../devices/devices.schema.ts';
import { commandById, sendCommand, takeCommandToken } from '../metrowatch/commands.service.ts';

/**
 * Commands to panels (issue 18) go through the device command channel Metro Watch built: stored in
 * `device_commands`, published on `devices/<serial>/commands` as `{ id, command, params }`, acknowledged on
 * `devices/<serial>/commands/ack` (the same ack handler). A panel's state does not change with the ack: the
 * panel reports its closing or opening over SIA and that is what arms or disarms it here.
 */

const actorOf = (ctx: RequestContext) => ctx.user?.actorId ?? ctx.user?.id ?? null;

export async function sendPanelCommand(
  deps: AppDeps,
  ctx: RequestContext,
  panel: { id: number; serial: string; state: string },
  name: contract.PanelCommandName,
  params: Record<string, unknown>,
  secret: string[] = [],
) {
  if (panel.state === 'blocked') throw new HttpError(409, 'This panel is blocked', 'DEVICE_BLOCKED');
  const userId = actorOf(ctx);
  if (userId !== null && !takeCommandToken(deps, userId)) {
    throw new HttpError(429, 'Too many commands: wait a moment and try again', 'COMMAND_RATE_LIMITED');
  }
  return sendCommand(deps, panel, { command: name, params, userId, source: 'user', secret });
}

/** A command as the panel calls answer it (the device command, without its source). */
export async function panelCommandById(deps: AppDeps, id: string): Promise<contract.PanelCommand> {
  const { source: _source, ...command } = await commandById(deps, id);
  return command as unknown as contract.PanelCommand;
}

/** Defcon's hardware models (reference data), optionally of one type. */
export async function listDefconHardware(db: DbOrTx, type?: string) {
  const rows = await db
    .select()
    .from(hardware)
    .where(and(eq(hardware.app, 'defcon'), type ? eq(hardware.type, type as never) : undefined))
    .orderBy(asc(hardware.id));
  return rows.map((h) => ({ ...h, queuedConfig: false }));
}
