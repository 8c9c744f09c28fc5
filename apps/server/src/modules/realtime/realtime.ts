import type { Server as HttpServer } from 'node:http';
import { alarms as contract, devices, groups } from '@atrium/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthUser, RequestContext } from '../../kernel/http/context.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { onAlarmChanged } from '../alarms/index.ts';
import { devices as devicesTable, hardware } from '../devices/devices.schema.ts';
import { visibleDevices } from '../devices/scope.ts';
import { onNotification } from '../groups/index.ts';
import { reachesEveryDevice, withinGroupResources } from '../groups/resource-scope.ts';
import { onReadingsStored, type ReadingRow } from '../telemetry/index.ts';

/**
 * Socket.IO on the API's HTTP server (path `/socket.io`). The handshake carries the access token
 * (`auth: { token }`); a socket joins its user's room and its company's room, and the company's alarm and
 * device rooms when the user holds `p_swam_alarms_view` or a device `view` permission (a room per device
 * when those keys come only from permission groups naming some resources), so events reach only those the
 * REST API would answer. System admins join the admins room, which gets every company's events.
 * With REDIS_URL the Redis adapter spreads rooms across servers.
 */

const ADMINS_ROOM = 'admins';
const alarmsRoom = (companyId: number) => `${contract.companyRoom(companyId)}:alarms`;
const devicesRoom = (companyId: number) => `${contract.companyRoom(companyId)}:devices`;
const deviceAlarmsRoom = (deviceId: number) => `device:${deviceId}:alarms`;
const deviceRoom = (deviceId: number) => `device:${deviceId}`;

export interface Realtime {
  io: Server;
  /** Disconnects every socket and stops listening to the hooks (call before closing the HTTP server). */
  close(): Promise<void>;
}

async function authenticate(deps: AppDeps, socket: Socket): Promise<AuthUser | null> {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') return null;
  const claims = await deps.jwt.verify(token);
  if (!claims) return null;
  return {
    id: Number(claims.sub),
    companyId: claims.companyId,
    isAdmin: claims.isAdmin,
    actorId: claims.actorId,
  };
}

/** The company's devices (joined with their hardware) matching `condition`. */
async function deviceIdsWhere(deps: AppDeps, companyId: number, condition: SQL | undefined) {
  const { db } = deps.database;
  const rows = await db
    .select({ id: devicesTable.id })
    .from(devicesTable)
    .innerJoin(hardware, eq(hardware.id, devicesTable.hardwareId))
    .where(and(eq(devicesTable.companyId, companyId), condition));
  return rows.map((r) => r.id);
}

/**
 * A key that reaches every device of the company joins the company's room; one held only through permission
 * groups of some resources joins a room per device those reach (computed at the handshake, so a change of
 * the groups applies when the socket reconnects, at the latest with the next access token).
 */
async function scopedRooms(
  deps: AppDeps,
  ctx: RequestContext,
  companyId: number,
  keys: string[],
  companyWide: string,
  perDevice: (deviceId: number) => string,
  reached: SQL | undefined,
): Promise<string[]> {
  const { db } = deps.database;
  const everywhere = await Promise.all(keys.map((key) => reachesEveryDevice(db, ctx, key)));
  if (everywhere.some(Boolean)) return [companyWide];
  return (await deviceIdsWhere(deps, companyId, reached)).map(perDevice);
}

async function roomsOf(deps: AppDeps, user: AuthUser): Promise<string[]> {
  const rooms = [contract.userRoom(user.id)];
  if (user.isAdmin) rooms.push(ADMINS_ROOM);
  if (user.companyId === null) return rooms;
  const permissions = await deps.permissionsOf(user);
  const ctx: RequestContext = { requestId: 'socket', language: 'en', user, permissions };
  const { db } = deps.database;
  rooms.push(contract.companyRoom(user.companyId));
  const alarmView = contract.alarmPermission('view');
  if (permissions.has(alarmView)) {
    rooms.push(
      ...(await scopedRooms(
        deps,
        ctx,
        user.companyId,
        [alarmView],
        alarmsRoom(user.companyId),
        deviceAlarmsRoom,
        withinGroupResources(db, ctx, alarmView, devicesTable),
      )),
    );
  }
  const deviceViews = devices.DEVICE_APPS.map((app) => devices.devicePermission(app, 'view')).filter((key) =>
    permissions.has(key),
  );
  if (deviceViews.length > 0) {
    rooms.push(
      ...(await scopedRooms(
        deps,
        ctx,
        user.companyId,
        deviceViews,
        devicesRoom(user.companyId),
        deviceRoom,
        visibleDevices(db, ctx),
      )),
    );
  }
  return rooms;
}

/** The newest reading of each device in a stored batch. */
function latestPerDevice(rows: readonly ReadingRow[]) {
  const latest = new Map<number, ReadingRow>();
  for (const row of rows) {
    const seen = latest.get(row.deviceId);
    if (!seen || seen.ts <= row.ts) latest.set(row.deviceId, row);
  }
  return [...latest.values()];
}

export function attachRealtime(server: HttpServer, deps: AppDeps, log: FastifyBaseLogger): Realtime {
  const { config } = deps;
  const io = new Server(server, {
    serveClient: false,
    ...(config.CORS_ORIGINS.length > 0 && { cors: { origin: config.CORS_ORIGINS } }),
  });
  let redis: Redis[] = [];
  if (config.REDIS_URL) {
    const pub = new Redis(config.REDIS_URL, { lazyConnect: false });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (error) => log.warn({ err: error }, 'realtime Redis error'));
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    authenticate(deps, socket)
      .then(async (user) => {
        if (!user) return next(new Error('AUTH_TOKEN_INVALID'));
        socket.data.user = user;
        await socket.join(await roomsOf(deps, user));
        next();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'socket sign-in failed');
        next(new Error('SOCKET_SIGN_IN_FAILED'));
      });
  });

  const stopAlarms = onAlarmChanged(deps, (event) => {
    io.to([alarmsRoom(event.alarm.company.id), deviceAlarmsRoom(event.alarm.device.id), ADMINS_ROOM]).emit(
      contract.SOCKET_EVENTS.alarm,
      event,
    );
  });
  const stopNotifications = onNotification(deps, (userId, event) => {
    io.to(contract.userRoom(userId)).emit(groups.NOTIFICATION_EVENT, event);
  });
  const stopReadings = onReadingsStored(deps, (rows) => {
    for (const row of latestPerDevice(rows)) {
      const to = io.to([devicesRoom(row.companyId), deviceRoom(row.deviceId), ADMINS_ROOM]);
      const ts = row.ts.toISOString();
      to.emit(contract.SOCKET_EVENTS.reading, {
        deviceId: row.deviceId,
        serial: row.serial,
        ts,
        values: row.values,
      } satisfies contract.ReadingEvent);
      to.emit(contract.SOCKET_EVENTS.deviceState, {
        deviceId: row.deviceId,
        connectivity: 'online',
        lastSeenAt: ts,
        values: row.values,
      } satisfies contract.DeviceStateEvent);
    }
  });

  return {
    io,
    async close() {
      stopAlarms();
      stopNotifications();
      stopReadings();
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
