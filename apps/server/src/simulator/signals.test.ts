import { devices as contract } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { FAULTS, faultyPayload, keysOf, signalState, simulatedValues } from './signals.ts';

describe('simulated readings', () => {
  test('every hardware model yields valid readings for a day', () => {
    // Edge boxes and plate cameras send Frigate's events, no readings.
    for (const model of contract.HARDWARE.filter((h) => h.sensorTypeIds.length > 0)) {
      const state = signalState(model.id);
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const values = simulatedValues(keysOf(model.id), state, new Date(Date.UTC(2026, 0, 1, 0, minute)));
        expect(contract.checkReading({ values }).ok, `${model.name} at ${minute}`).toBe(true);
      }
    }
  });

  test('batteries drain and energy counters only grow', () => {
    const state = signalState(7);
    const first = simulatedValues(['battery', 'energy'], state, new Date());
    let last = first;
    for (let i = 0; i < 500; i++) last = simulatedValues(['battery', 'energy'], state, new Date());
    expect(last.battery).toBeLessThan(first.battery ?? 0);
    expect(last.energy).toBeGreaterThan(first.energy ?? 0);
  });

  test('the same seed gives the same readings', () => {
    const at = new Date(Date.UTC(2026, 5, 1, 10));
    expect(simulatedValues(keysOf(201), signalState(3), at)).toEqual(
      simulatedValues(keysOf(201), signalState(3), at),
    );
  });

  test('each injected fault is refused by the ingest rules', () => {
    const codes = FAULTS.map((fault) => {
      const parsed = contract.parseTelemetryMessage(faultyPayload(fault, ['humidity']));
      return parsed.ok ? 'accepted' : parsed.code;
    });
    expect(codes).toEqual(['MALFORMED_JSON', 'OUT_OF_RANGE', 'INVALID_PAYLOAD']);
  });
});
