import type { alarms, groups } from '@atrium/contracts';
import type { PanelStateEvent } from '@atrium/contracts/defcon/panels';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { afterNextPaint } from './afterNextPaint.ts';
import { obtainAccessToken, refreshAccessToken } from './api.ts';

/**
 * The browser's one Socket.IO connection to the API's realtime channel (docs/api.md "Realtime"): opened by
 * the signed-in shell, it sends a valid access token in every handshake (so a reconnection after a refresh
 * uses the fresh one), renews the token once when the server refuses it, and tries again with a backoff.
 * Components subscribe to events with `useRealtimeEvent`; the header shows `useRealtimeState`.
 */

/** Spec §4: the socket is connected or disconnected. */
export type RealtimeState = 'connected' | 'disconnected';

/** A message for the user, pushed to their own room (by their notification groups). */
export type NotificationEvent = Partial<groups.NotificationEvent>;

export interface RealtimeEvents {
  alarm: alarms.AlarmEvent;
  reading: alarms.ReadingEvent;
  'device-state': alarms.DeviceStateEvent;
  notification: NotificationEvent;
  'defcon-panel-state': PanelStateEvent;
}
export type RealtimeEventName = keyof RealtimeEvents;

const AUTH_REFUSED = 'AUTH_TOKEN_INVALID';
const RETRY_MS = { first: 1000, max: 30_000 };

type Handler = (payload: unknown) => void;
let socket: Socket | null = null;
/** The client's code on its way (Socket.IO, ~13 KB gzipped, fetched once a signed-in page has painted). */
let opening: Promise<void> | null = null;
/** Bumped by every disconnect, so a connection asked for before it is not opened after it. */
let generation = 0;
let state: RealtimeState = 'disconnected';
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryMs = RETRY_MS.first;
const stateListeners = new Set<() => void>();
const handlers = new Map<string, Set<Handler>>();

function setState(next: RealtimeState) {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

/** The manager gives up after a refused handshake or a server-side disconnect: connect again later. */
function retryLater(current: Socket) {
  if (retryTimer || socket !== current) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (socket === current && !current.connected) current.connect();
  }, retryMs);
  retryMs = Math.min(retryMs * 2, RETRY_MS.max);
}

/** Hands a pushed event to its subscribers (what the socket does; tests push through it too). */
export function dispatchRealtimeEvent(event: string, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

/**
 * Opens the connection (once; later calls do nothing until `disconnectRealtime`). Resolves once the socket
 * exists; a failed fetch of the client's code is tried again later.
 */
export function connectRealtime(url: string = window.location.origin): Promise<void> {
  if (socket) return Promise.resolve();
  if (opening) return opening;
  const asked = generation;
  opening = import('socket.io-client').then(
    ({ io }) => {
      opening = null;
      if (asked === generation) openSocket(io, url);
    },
    () => {
      opening = null;
      if (asked !== generation) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void connectRealtime(url);
      }, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    },
  );
  return opening;
}

function openSocket(io: typeof import('socket.io-client').io, url: string) {
  const current = io(url, {
    autoConnect: false,
    auth: (send) => {
      void obtainAccessToken().then((token) => send({ token: token ?? '' }));
    },
  });
  socket = current;
  current.on('connect', () => {
    retryMs = RETRY_MS.first;
    setState('connected');
  });
  current.on('disconnect', (reason) => {
    setState('disconnected');
    if (reason === 'io server disconnect') retryLater(current);
  });
  current.on('connect_error', (error) => {
    setState('disconnected');
    if (current.active) return; // a transport failure: the manager reconnects by itself
    if (error.message !== AUTH_REFUSED) return retryLater(current);
    // The server refused the token (expired or revoked): renew it; without a session there is nothing to do.
    refreshAccessToken().then(
      () => retryLater(current),
      () => undefined,
    );
  });
  current.onAny(dispatchRealtimeEvent);
  current.connect();
}

/** Closes the connection (sign out, another user). */
export function disconnectRealtime(): void {
  generation += 1;
  opening = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryMs = RETRY_MS.first;
  const current = socket;
  socket = null;
  current?.removeAllListeners();
  current?.offAny();
  current?.disconnect();
  setState('disconnected');
}

export const getRealtimeState = () => state;

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    getRealtimeState,
    getRealtimeState,
  );
}

/** Calls `handler` for every `event` pushed while mounted (the latest handler; no resubscribe per render). */
export function onRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimeEvents[E]) => void,
): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  const wrapped = handler as Handler;
  set.add(wrapped);
  return () => set.delete(wrapped);
}

export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimeEvents[E]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onRealtimeEvent(event, (payload) => latest.current(payload)), [event]);
}

/** Keeps the connection open while mounted for `userId`; another user reconnects, none closes it. */
export function useRealtimeConnection(userId: number | null | undefined): void {
  useEffect(() => {
    if (userId === null || userId === undefined) return;
    // Once the page has painted: the socket's handshake is no part of what a signed-in page first shows.
    const cancel = afterNextPaint(() => void connectRealtime());
    return () => {
      cancel();
      disconnectRealtime();
    };
  }, [userId]);
}
