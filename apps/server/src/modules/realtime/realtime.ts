import type { Server as HttpServer } from 'node:http';
import { anpr, apps, alarms as contract, defcon, devices, groups } from '@atrium/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthUser, RequestContext } from '../../kernel/http/context.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { onAlarmChanged } from '../alarms/index.ts';
import { devices as devicesTable, hardware } from '../devices/devices.schema.ts';
import { ofApp } from '../devices/scope.ts';
import { onPositionEvents } from '../fleet/index.ts';
import { onNotification } from '../groups/index.ts';
import { requestScope } from '../scope/index.ts';
import { onReadingsStored, type ReadingRow } from '../telemetry/index.ts';
import { onRoomEvent } from './room-events.ts';

/**
 * Socket.IO on the API's HTTP server (path `/socket.io`). The handshake carries the access token
 * (`auth: { token }`); a socket joins its user's room and its company's room, and, for each kit app, the
 * company's alarm rooms of that app when the user holds its alarm `view` key and its device rooms when they
 * hold its device `view` key (a room per device of the app when the key comes only from permission groups
 * naming some resources), so an app's events reach only those the app's REST API would answer. System admins join the admins room, which gets every company's events.
 * With REDIS_URL the Redis adapter spreads rooms across servers.
 */

const ADMINS_ROOM = 'admins';
const alarmsRoom = (companyId: number, app: apps.AppKey) =>
  `${contract.companyRoom(companyId)}:${app}:alarms`;
const devicesRoom = (companyId: number, app: apps.AppKey) =>
  `${contract.companyRoom(companyId)}:${app}:devices`;
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
  const scope = requestScope(deps.database.db, ctx);
  const everywhere = await Promise.all(keys.map((key) => scope.reachesEvery(key)));
  if (everywhere.some(Boolean)) return [companyWide];
  return (await deviceIdsWhere(deps, companyId, reached)).map(perDevice);
}

/** An app's alarm rooms (a key held for every device joins the company's) and device rooms of the socket. */
async function appRooms(deps: AppDeps, ctx: RequestContext, companyId: number, app: apps.AppKey) {
  const { db } = deps.database;
  const scope = requestScope(db, ctx);
  const rooms: string[] = [];
  const alarmView = contract.alarmPermissionOf(app, 'view');
  if (ctx.permissions.has(alarmView)) {
    const reached = and((await scope.reach(alarmView))(devicesTable), ofApp(db, app));
    rooms.push(
      ...(await scopedRooms(
        deps,
        ctx,
        companyId,
        [alarmView],
        alarmsRoom(companyId, app),
        deviceAlarmsRoom,
        reached,
      )),
    );
  }
  const deviceView = devices.devicePermission(app, 'view');
  if (ctx.permissions.has(deviceView)) {
    const reached = await scope.devices('view', app);
    rooms.push(
      ...(await scopedRooms(
        deps,
        ctx,
        companyId,
        [deviceView],
        devicesRoom(companyId, app),
        deviceRoom,
        reached,
      )),
    );
  }
  return rooms;
}

/** Defcon's panel viewers: the company's panels room, or a room per panel their permission groups reach. */
async function panelRooms(deps: AppDeps, ctx: RequestContext, companyId: number) {
  const key = defcon.panelPermission('view');
  if (!ctx.permissions.has(key)) return [];
  const reached = and(
    (await requestScope(deps.database.db, ctx).reach(key))(devicesTable),
    eq(hardware.app, 'defcon'),
  );
  return scopedRooms(deps, ctx, companyId, [key], defcon.panelsRoom(companyId), defcon.panelRoom, reached);
}

/** Neuron's vehicle-log viewers: the company's room, or a room per gate (edge box) their permission groups reach. */
async function vehicleLogRooms(deps: AppDeps, ctx: RequestContext, companyId: number) {
  const key = anpr.VEHICLE_LOGS_VIEW;
  if (!ctx.permissions.has(key)) return [];
  const reached = and(
    (await requestScope(deps.database.db, ctx).reach(key))(devicesTable),
    eq(hardware.type, 'edge-box'),
  );
  return scopedRooms(
    deps,
    ctx,
    companyId,
    [key],
    anpr.vehicleLogsRoom(companyId),
    anpr.boxVehicleLogsRoom,
    reached,
  );
}

async function roomsOf(deps: AppDeps, user: AuthUser): Promise<string[]> {
  const rooms = [contract.userRoom(user.id)];
  if (user.isAdmin) rooms.push(ADMINS_ROOM);
  const { companyId } = user;
  if (companyId === null) return rooms;
  const permissions = await deps.permissionsOf(user);
  // The handshake is the socket's request: one context, so its scope (`requestScope`) is read once for every app.
  const ctx: RequestContext = { requestId: 'socket', language: 'en', user, permissions };
  rooms.push(contract.companyRoom(companyId));
  for (const app of apps.APP_KEYS) rooms.push(...(await appRooms(deps, ctx, companyId, app)));
  rooms.push(...(await panelRooms(deps, ctx, companyId)));
  rooms.push(...(await vehicleLogRooms(deps, ctx, companyId)));
  return rooms;
}

/** The app of each device's hardware, for the readings of a batch. */
async function appsOfDevices(deps: AppDeps, ids: number[]) {
  const rows = await deps.database.db
    .select({ id: devicesTable.id, app: hardware.app })
    .from(devicesTable)
    .innerJoin(hardware, eq(hardware.id, devicesTable.hardwareId))
    .where(inArray(devicesTable.id, ids));
  return new Map(rows.map((r) => [r.id, r.app]));
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
  // A batch of readings still looking up its devices when the server closes must not publish to a quit Redis.
  let closed = false;
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

  const stopAlarms = onAlarmChanged(deps, ({ companies = [], ...event }) => {
    const { alarm } = event;
    io.to([
      alarmsRoom(alarm.company.id, alarm.app),
      ...companies.map((id) => alarmsRoom(id, alarm.app)),
      deviceAlarmsRoom(event.alarm.device.id),
      ADMINS_ROOM,
    ]).emit(contract.SOCKET_EVENTS.alarm, event);
  });
  const stopNotifications = onNotification(deps, (userId, event) => {
    io.to(contract.userRoom(userId)).emit(groups.NOTIFICATION_EVENT, event);
  });
  const stopRoomEvents = onRoomEvent(deps, ({ rooms, name, payload }) => {
    io.to([...rooms, ADMINS_ROOM]).emit(name, payload);
  });
  // Fleet (issue 19): a vehicle's newest position to those who see the company's fleet devices.
  const stopPositions = onPositionEvents(deps, ({ name, companyId, deviceId, event }) => {
    if (!closed)
      io.to([devicesRoom(companyId, 'fleet'), deviceRoom(deviceId), ADMINS_ROOM]).emit(name, event);
  });
  const stopReadings = onReadingsStored(deps, async (rows) => {
    const latest = latestPerDevice(rows);
    const appOf = await appsOfDevices(
      deps,
      latest.map((row) => row.deviceId),
    );
    if (closed) return;
    for (const row of latest) {
      const app = appOf.get(row.deviceId);
      if (!app) continue; // deleted since it reported
      const to = io.to([devicesRoom(row.companyId, app), deviceRoom(row.deviceId), ADMINS_ROOM]);
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
      closed = true;
      stopAlarms();
      stopNotifications();
      stopRoomEvents();
      stopPositions();
      stopReadings();
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
