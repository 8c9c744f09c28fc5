import { io } from 'socket.io-client';
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** Enough of a Socket.IO client socket to play the server's side in unit tests. */
export class FakeSocket {
  active = true;
  connected = false;
  connects = 0;
  listeners = new Map<string, Listener[]>();
  anyListeners: Listener[] = [];
  constructor(readonly options: { auth: (send: (data: unknown) => void) => void }) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
  }
  offAny() {
    this.anyListeners = [];
  }
  removeAllListeners() {
    this.listeners.clear();
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.connected = false;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  push(event: string, payload: unknown) {
    for (const listener of this.anyListeners) listener(event, payload);
  }
  /** The token the next handshake would carry. */
  handshakeToken() {
    return new Promise((resolve) => this.options.auth((data) => resolve((data as { token: string }).token)));
  }
}

/** From now on `io()` (mocked in vitest.setup.ts) gives fake sockets; the returned list collects them. */
export function fakeSockets(): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  vi.mocked(io).mockImplementation(((_url: string, options: FakeSocket['options']) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  }) as never);
  return sockets;
}
