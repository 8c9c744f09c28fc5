import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type FakeSocket, fakeSockets } from '../../testing/fakeSocket.ts';
import {
  connectRealtime,
  disconnectRealtime,
  getRealtimeState,
  useRealtimeEvent,
  useRealtimeState,
} from '../realtime.ts';
import { storage } from '../storage.ts';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
let sockets: FakeSocket[];

beforeEach(() => {
  sockets = fakeSockets();
});
afterEach(() => disconnectRealtime());

describe('realtime socket', () => {
  test('one connection per browser; the handshake carries the stored access token; state follows it', async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 600);
    storage.set('accessToken', token);
    await Promise.all([connectRealtime('http://api.test'), connectRealtime('http://api.test')]);
    expect(sockets).toHaveLength(1);
    const [socket] = sockets as [FakeSocket];
    expect(socket.connects).toBe(1);
    expect(await socket.handshakeToken()).toBe(token);
    const { result } = renderHook(() => useRealtimeState());
    expect(result.current).toBe('disconnected');
    act(() => socket.fire('connect'));
    expect(result.current).toBe('connected');
    act(() => socket.fire('disconnect', 'transport close'));
    expect(getRealtimeState()).toBe('disconnected');
  });

  test('a refused token is renewed with the refresh token, and the next handshake sends the fresh one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storage.set('accessToken', jwt(Math.floor(Date.now() / 1000) + 600));
    storage.set('refreshToken', 'refresh-1');
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { token: fresh, refreshToken: 'refresh-2' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await connectRealtime('http://api.test');
    const [socket] = sockets as [FakeSocket];
    socket.active = false; // the manager gives up after a middleware error
    socket.fire('connect_error', new Error('AUTH_TOKEN_INVALID'));
    await vi.waitFor(() => expect(storage.get('accessToken')).toBe(fresh));
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.connects).toBe(2);
    expect(await socket.handshakeToken()).toBe(fresh);
    vi.useRealTimers();
  });

  test('useRealtimeEvent gets the events of its name while mounted, with the latest handler', async () => {
    await connectRealtime('http://api.test');
    const [socket] = sockets as [FakeSocket];
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ tag }) => useRealtimeEvent('alarm', (event) => seen.push(`${tag}:${event.change}`)),
      { initialProps: { tag: 'a' } },
    );
    socket.push('alarm', { change: 'raised' });
    socket.push('reading', { deviceId: 1 });
    rerender({ tag: 'b' });
    socket.push('alarm', { change: 'cleared' });
    unmount();
    socket.push('alarm', { change: 'updated' });
    expect(seen).toEqual(['a:raised', 'b:cleared']);
  });

  test('a sign-out before the client’s code has arrived opens no socket; the next sign-in opens one', async () => {
    const asked = connectRealtime('http://api.test');
    disconnectRealtime();
    await asked;
    expect(sockets).toHaveLength(0);
    await connectRealtime('http://api.test');
    expect(sockets).toHaveLength(1);
  });
});
