import { devices as contract } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { METROWATCH_DEMO_DEVICES } from '../modules/metrowatch/metrowatch.seed.ts';
import { type MetrowatchDemo, metrowatchBehaviour } from './metrowatch.ts';
import { positionOn, ROUTES } from './routes.ts';
import { signalState } from './signals.ts';

const demo = (serial: string) => METROWATCH_DEMO_DEVICES.find((d) => d.serial === serial) as MetrowatchDemo;
const behaviourOf = (serial: string, seed = 1) => {
  const behaviour = metrowatchBehaviour(demo(serial), signalState(seed));
  if (!behaviour) throw new Error(`${serial} has no behaviour`);
  return behaviour;
};
const command = (name: 'lock' | 'unlock' | 'wake-up') => ({
  id: '0b7d4c1e-2f3a-4b5c-8d9e-0123456789ab',
  command: name,
  params: {},
});
const start = Date.UTC(2026, 10, 26, 8);
const at = (minutes: number) => new Date(start + minutes * 60_000);

describe('[SIMULATOR] Metro Watch devices', () => {
  test('every reading of every Metro Watch demo device is accepted by the ingest rules', () => {
    for (const [index, device] of METROWATCH_DEMO_DEVICES.entries()) {
      const behaviour = behaviourOf(device.serial, index + 1);
      for (let minute = 0; minute < 24 * 60; minute += 5) {
        const values = behaviour.values(at(minute));
        expect(
          contract.checkReading({ values }, at(minute)).ok,
          `${device.serial} ${JSON.stringify(values)}`,
        ).toBe(true);
      }
    }
  });

  test('a lock opens its door on its third reading (a door opens within a minute of the start)', () => {
    const lock = behaviourOf('DL1-0002');
    const doors = [0, 1, 2].map((i) => lock.values(at(i / 12)).door);
    expect(doors).toEqual([undefined, undefined, 1]);
  });

  test("a lock's second opening is propped open past the demo's 60 s 'door left open' hold", () => {
    const lock = behaviourOf('DL1-0002');
    // The door's runs of open readings (every 5 s) over an hour: the first short, the second over 75 s.
    const runs: number[] = [];
    let open = false;
    for (let i = 0; i < 12 * 60; i += 1) {
      const { door } = lock.values(at(i / 12));
      if (door === 1 && !open) runs.push(0);
      if (door !== undefined) open = door === 1;
      if (open) runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
    }
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect((runs[0] ?? 0) * 5).toBeLessThan(60);
    expect((runs[1] ?? 0) * 5).toBeGreaterThan(75);
  });

  test('a lock presents the demo badge on its second reading; the unlock it is sent opens the door next', () => {
    const lock = behaviourOf('DL1-0002');
    lock.values(at(0));
    expect(lock.presentation?.(at(0))).toBeNull();
    lock.values(at(1 / 12));
    expect(lock.presentation?.(at(1 / 12))).toEqual({
      kind: 'card',
      code: 'CARD1001',
      id: 'DL1-0002-1',
      ts: at(1 / 12).getTime(),
    });
    // Taken once.
    expect(lock.presentation?.(at(1 / 12))).toBeNull();
    expect(lock.command(command('unlock'), at(1 / 12))).toEqual({ status: 'ok' });
    expect(lock.values(at(2 / 12))).toMatchObject({ door: 1, locked: 0 });
  });

  test('a refused presentation opens nothing; the lock presents again later', () => {
    const lock = behaviourOf('DL1-0003', 7);
    lock.values(at(0));
    lock.values(at(1 / 12));
    expect(lock.presentation?.(at(1 / 12))).not.toBeNull();
    lock.decided?.({ granted: false, reason: 'Credential blocked', ts: 0 });
    let presented = 0;
    for (let i = 2; i < 400; i++) {
      lock.values(at(i / 12));
      if (lock.presentation?.(at(i / 12))) presented += 1;
    }
    expect(presented).toBeGreaterThan(3);
    // The sleeping lock presents nothing.
    const sleeper = behaviourOf('DL1-0005');
    for (let i = 0; i < 50; i++) sleeper.values(at(i / 12));
    expect(sleeper.presentation?.(at(5))).toBeNull();
  });

  test('a lock obeys lock and unlock; a sleeping one answers an error until woken up', () => {
    const lock = behaviourOf('DL1-0002');
    expect(lock.command(command('unlock'), at(0))).toEqual({ status: 'ok' });
    expect(lock.values(at(0)).locked).toBe(0);
    expect(lock.command(command('lock'), at(0))).toEqual({ status: 'ok' });
    const sleeper = behaviourOf('DL1-0005');
    expect(sleeper.values(at(0)).asleep).toBe(1);
    expect(sleeper.command(command('unlock'), at(0))).toEqual({
      status: 'error',
      message: 'The lock is asleep',
    });
    expect(sleeper.command(command('wake-up'), at(0))).toEqual({ status: 'ok' });
    expect(sleeper.values(at(1)).asleep).toBe(0);
    expect(sleeper.command(command('unlock'), at(1))).toEqual({ status: 'ok' });
    // Ten minutes later it sleeps again.
    expect(sleeper.values(at(11)).asleep).toBe(1);
  });

  test('trackers move along their routes in Dubai at their speed; a parked one stays', () => {
    const van = behaviourOf('TLF-0001');
    const first = van.values(at(0));
    const later = van.values(at(10));
    for (const values of [first, later]) {
      expect(values.latitude).toBeGreaterThan(24.8);
      expect(values.latitude).toBeLessThan(25.4);
      expect(values.longitude).toBeGreaterThan(55);
      expect(values.longitude).toBeLessThan(55.5);
    }
    expect(
      Math.abs((later.latitude ?? 0) - (first.latitude ?? 0)) +
        Math.abs((later.longitude ?? 0) - (first.longitude ?? 0)),
    ).toBeGreaterThan(0.01);
    expect(first.speed).toBeGreaterThan(40);
    const trailer = behaviourOf('AT1-0002');
    expect(trailer.values(at(0))).toMatchObject({ speed: 0 });
    expect(positionOn(ROUTES.parked, at(0)).at).toEqual(positionOn(ROUTES.parked, at(60)).at);
  });

  test('the technician leaves and re-enters her geofence on the Marina walk', () => {
    const sara = behaviourOf('PT1-0001');
    const exits = new Set<number | undefined>();
    for (let minute = 0; minute < 120; minute += 2) exits.add(sara.values(at(minute)).geofenceExit);
    expect(exits).toEqual(new Set([0, 1]));
  });

  test('a cold room warms while its door is open and cools back', () => {
    const room = behaviourOf('SFB-0001', 3);
    let opened = false;
    let peak = 0;
    for (let i = 0; i < 2000 && !opened; i++) {
      const values = room.values(at(i));
      if (values.door === 1) opened = true;
    }
    expect(opened).toBe(true);
    for (let i = 0; i < 3; i++) peak = Math.max(peak, room.values(at(3000 + i)).temperature ?? 0);
    expect(peak).toBeGreaterThan(5);
    let last = peak;
    for (let i = 0; i < 40; i++) last = room.values(at(4000 + i)).temperature ?? 0;
    expect(last).toBeLessThan(6);
  });
});
