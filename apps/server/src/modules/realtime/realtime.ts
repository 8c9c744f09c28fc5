import type { Server as HttpServer } from 'node:http';
import { alarms as contract, devices, groups } from '@atrium/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthUser } from '../../kernel/http/context.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { onAlarmChanged } from '../alarms/index.ts';
import { onNotification } from '../groups/index.ts';
import { onReadingsStored, type ReadingRow } from '../telemetry/index.ts';

/**
 * Socket.IO on the API's HTTP server (path `/socket.io`). The handshake carries the access token
 * (`auth: { token }`); a socket joins its user's room and its company's room, and the company's alarm and
 * device rooms when the user holds `p_swam_alarms_view` or a device `view` permission, so events reach only
 * those the REST API would answer. System admins join the admins room, which gets every company's events.
 * With REDIS_URL the Redis adapter spreads rooms across servers.
 */

const ADMINS_ROOM = 'admins';
const alarmsRoom = (companyId: number) => `${contract.companyRoom(companyId)}:alarms`;
const devicesRoom = (companyId: number) => `${contract.companyRoom(companyId)}:devices`;

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

async function roomsOf(deps: AppDeps, user: AuthUser): Promise<string[]> {
  const rooms = [contract.userRoom(user.id)];
  if (user.isAdmin) rooms.push(ADMINS_ROOM);
  if (user.companyId === null) return rooms;
  const permissions = await deps.permissionsOf(user);
  rooms.push(contract.companyRoom(user.companyId));
  if (permissions.has(contract.alarmPermission('view'))) rooms.push(alarmsRoom(user.companyId));
  if (devices.DEVICE_APPS.some((app) => permissions.has(devices.devicePermission(app, 'view')))) {
    rooms.push(devicesRoom(user.companyId));
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
    io.to([alarmsRoom(event.alarm.company.id), ADMINS_ROOM]).emit(contract.SOCKET_EVENTS.alarm, event);
  });
  const stopNotifications = onNotification(deps, (userId, event) => {
    io.to(contract.userRoom(userId)).emit(groups.NOTIFICATION_EVENT, event);
  });
  const stopReadings = onReadingsStored(deps, (rows) => {
    for (const row of latestPerDevice(rows)) {
      const to = io.to([devicesRoom(row.companyId), ADMINS_ROOM]);
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
