import type { fleet } from '@atrium/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Who } from '../../../test/demo-kit.ts';
import { attachRealtime, type Realtime } from '../../realtime/realtime.ts';
import { startOsmand } from '../osmand/start.ts';
import { closePositions } from '../positions.runtime.ts';
import { type FleetKit, fleetKit } from './kit.ts';

/** `fleet:position` reaches the sockets of the vehicle's company, and no other company's. */

let k: FleetKit;
let realtime: Realtime;
let osmand: Awaited<ReturnType<typeof startOsmand>>;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  k = await fleetKit({ HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '20' });
  realtime = attachRealtime(k.t.app.server, k.t.deps, k.t.app.log);
  osmand = await startOsmand(k.t.deps, k.t.app.log);
  url = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await osmand.stop();
  await realtime.close();
  await closePositions(k.t.deps);
  await k.t.close();
});

async function connectAs(who: Who) {
  const received: fleet.PositionEvent[] = [];
  const socket = io(url, { auth: { token: k.tokens[who] }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  socket.on('fleet:position', (payload: fleet.PositionEvent) => void received.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return received;
}

test("a stored position is pushed to its company's fleet sockets only, with the vehicle's state", async () => {
  const tracker = await k.tracker('SOCK-1');
  const vehicle = (
    await k.call('Customer', 'POST', '/api/fleet/vehicle', { name: 'Sock', plate: 'S 1', deviceId: tracker })
  ).json().data;
  const owner = await connectAs('Customer');
  const stranger = await connectAs('School');
  const arrived = new Promise<void>((resolve) => {
    const socket = sockets[0] as Socket;
    socket.once('fleet:position', () => resolve());
  });
  const res = await fetch(
    `http://127.0.0.1:${osmand.receiver.port}/?id=SOCK-1&lat=25.2&lon=55.3&speed=30&bearing=45`,
  );
  expect(res.status).toBe(200);
  await arrived;
  expect(owner).toEqual([
    expect.objectContaining({
      vehicleId: vehicle.id,
      deviceId: tracker,
      lat: 25.2,
      lon: 55.3,
      heading: 45,
      state: 'moving',
    }),
  ]);
  // A school vehicle's position next: once the school's socket has it, an earlier push to it would be there too.
  const schoolTracker = await k.tracker('SOCK-2', 'Demo School');
  const schoolVehicle = (
    await k.call('School', 'POST', '/api/fleet/vehicle', {
      name: 'Bus',
      plate: 'B 1',
      deviceId: schoolTracker,
    })
  ).json().data;
  const schoolArrived = new Promise<void>((resolve) =>
    (sockets[1] as Socket).once('fleet:position', () => resolve()),
  );
  expect(
    (await fetch(`http://127.0.0.1:${osmand.receiver.port}/?id=SOCK-2&lat=25.1&lon=55.1&speed=0`)).status,
  ).toBe(200);
  await schoolArrived;
  expect(stranger.map((e) => e.vehicleId)).toEqual([schoolVehicle.id]);
  expect(owner.map((e) => e.vehicleId)).toEqual([vehicle.id]);
});
