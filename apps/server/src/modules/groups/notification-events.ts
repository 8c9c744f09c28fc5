import type { groups as contract } from '@atrium/contracts';
import { appEvents } from '../../kernel/app-events.ts';

export type NotificationListener = (userId: number, event: contract.NotificationEvent) => void;

/** In-app notifications (the socket push), per application, like the alarm hook. */
const notifications = appEvents<[userId: number, event: contract.NotificationEvent]>();

export const onNotification = notifications.on;
export const emitNotification = notifications.emit;
