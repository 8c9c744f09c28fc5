import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { countByState, LiveFleet } from '../api/liveFleet.ts';
import { liveVehicle, positionEvent } from './fixtures.ts';

describe('[FLEET][LIVE] the live map’s store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('pushed positions are applied together after the flush delay, one notification for the batch', () => {
    const store = new LiveFleet(250);
    store.reset([liveVehicle({ id: 1 }), liveVehicle({ id: 2, name: 'Truck 02' })]);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.push(positionEvent({ vehicleId: 1, lat: 25.3 }))).toBe(true);
    expect(store.push(positionEvent({ vehicleId: 2, lat: 25.4, state: 'idle', speedKmh: 0 }))).toBe(true);
    expect(store.get(1)?.lat).toBe(25.2);
    vi.advanceTimersByTime(250);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(1)?.lat).toBe(25.3);
    expect(store.get(2)).toMatchObject({ lat: 25.4, state: 'idle', speedKmh: 0 });
    expect(store.list()).toHaveLength(2);
  });

  test('a vehicle not on the map (another company’s, or new) is ignored', () => {
    const store = new LiveFleet();
    store.reset([liveVehicle({ id: 1 })]);
    expect(store.push(positionEvent({ vehicleId: 99 }))).toBe(false);
    store.flush();
    expect(store.size).toBe(1);
    expect(store.get(99)).toBeUndefined();
  });

  test('an older fix never moves a vehicle back in time, queued or applied', () => {
    const store = new LiveFleet();
    store.reset([liveVehicle({ id: 1, ts: '2026-11-26T09:00:00.000Z', lat: 25.2 })]);
    store.push(positionEvent({ ts: '2026-11-26T09:00:20.000Z', lat: 25.5 }));
    store.push(positionEvent({ ts: '2026-11-26T09:00:10.000Z', lat: 25.4 }));
    store.flush();
    expect(store.get(1)?.lat).toBe(25.5);
    store.push(positionEvent({ ts: '2026-11-26T08:59:00.000Z', lat: 24 }));
    store.flush();
    expect(store.get(1)?.lat).toBe(25.5);
  });

  test('vehicles silent longer than the offline limit turn offline; the list array is kept until a change', () => {
    const store = new LiveFleet();
    store.reset([
      liveVehicle({ id: 1, ts: '2026-11-26T08:40:00.000Z' }),
      liveVehicle({ id: 2, ts: '2026-11-26T08:58:00.000Z' }),
      liveVehicle({ id: 3, ts: null, lat: null, lon: null, state: 'offline' }),
    ]);
    const before = store.list();
    expect(store.list()).toBe(before);
    store.age(new Date('2026-11-26T09:00:00.000Z'));
    expect(store.get(1)?.state).toBe('offline');
    expect(store.get(2)?.state).toBe('moving');
    expect(store.list()).not.toBe(before);
    expect(countByState(store.list())).toEqual({ moving: 1, idle: 0, stopped: 0, offline: 2 });
  });

  test('a fresh load replaces the vehicles and drops pushes for vehicles no longer there', () => {
    const store = new LiveFleet();
    store.reset([liveVehicle({ id: 1 }), liveVehicle({ id: 2 })]);
    store.push(positionEvent({ vehicleId: 2, lat: 26 }));
    store.reset([liveVehicle({ id: 1 })]);
    store.flush();
    expect(store.list().map((vehicle) => vehicle.id)).toEqual([1]);
  });
});
