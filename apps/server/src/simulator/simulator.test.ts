import { alarms, devices as contract } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { DEMO_ALARM_RULES } from '../modules/alarms/alarms.seed.ts';
import { DEMO_DEVICES } from '../modules/devices/devices.seed.ts';
import { crossingValue } from './signals.ts';
import { EXCURSION_READINGS, SimulatedDevice } from './simulator.ts';

const DEFAULT_FAULTS = 0.05;
/** A minute of readings at the default interval of 5 s. */
const A_MINUTE = 12;

describe('simulator faults', () => {
  test('every reading rule of the demo template has a valid crossing value', () => {
    for (const rule of DEMO_ALARM_RULES) {
      if (rule.kind === 'no-data' || rule.kind === 'battery-low') continue;
      const value = crossingValue(rule);
      expect(value, rule.id).toBeDefined();
      expect(alarms.crosses(rule, value ?? 0), rule.id).toBe(true);
      const key = alarms.watchedKey(rule) ?? '';
      expect(contract.checkReading({ values: { [key]: value } }).ok, rule.id).toBe(true);
    }
  });

  test('an excursion crosses a demo rule for a while, then the readings come back', () => {
    const device = new SimulatedDevice(DEMO_DEVICES[0] as (typeof DEMO_DEVICES)[number], 1);
    let first: { payload: string; fault?: string } | undefined;
    for (let i = 0; i < 10_000 && first?.fault !== 'excursion'; i++) first = device.next(new Date(), 1);
    const crossing = (payload: string) => {
      const { values } = JSON.parse(payload) as { values: Record<string, number> };
      return DEMO_ALARM_RULES.some((rule) => {
        const key = alarms.watchedKey(rule);
        const value = key === null ? undefined : values[key];
        return rule.kind !== 'battery-low' && value !== undefined && alarms.crosses(rule, value);
      });
    };
    expect(first?.fault).toBe('excursion');
    expect(crossing(first?.payload ?? '{}')).toBe(true);
    // The excursion goes on for its readings (faults off: every message a reading).
    for (let i = 1; i < EXCURSION_READINGS; i++)
      expect(crossing(device.next(new Date(), 0).payload)).toBe(true);
  });

  test('at the default 5 %, the demo customer gets an excursion within the first minute', () => {
    const devices = DEMO_DEVICES.map((demo, index) => new SimulatedDevice(demo, index + 1));
    const excursions = [];
    for (let tick = 0; tick < A_MINUTE; tick++) {
      for (const device of devices) {
        const { fault } = device.next(new Date(Date.UTC(2026, 0, 1, 22)), DEFAULT_FAULTS);
        if (fault === 'excursion' && device.demo.company === 'Demo Customer')
          excursions.push(device.demo.serial);
      }
    }
    expect(excursions.length).toBeGreaterThan(0);
  });
});
