import type { apps, metrowatch } from '@atrium/contracts';
import type { AppDeps } from '../../kernel/module.ts';

/**
 * How an application's devices lock and unlock when the generic `POST /device/:id/lock|unlock` is called
 * on one of them. An app whose locks change state by a command (Metro Watch: a command over MQTT, the state
 * following the device's ack) registers its handler when its module's routes are built; the devices
 * module asks here, so it never imports the app (apps depend on devices, not the other way round).
 * A device of an app without a handler is locked in the registry at once (control units).
 */

export type LockControl = 'lock' | 'unlock';

export interface LockRequest {
  deviceId: number;
  what: LockControl;
  /** Who asks (the acting user on behalf of another, else the user). */
  userId: number | null;
}

/** Sends the command; throws the app's refusals (409 asleep, 429 flood) as HttpErrors. */
export type LockHandler = (deps: AppDeps, request: LockRequest) => Promise<metrowatch.Command>;

const handlers = new Map<apps.AppKey, LockHandler>();

/** Idempotent: an app built twice (tests build many) registers the same handler again. */
export function registerLockControl(app: apps.AppKey, handler: LockHandler) {
  handlers.set(app, handler);
}

export const lockControlOf = (app: string): LockHandler | undefined => handlers.get(app as apps.AppKey);
