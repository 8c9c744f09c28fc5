import { describe, expect, test } from 'vitest';
import { checkReading, parseTelemetryMessage, telemetryPayload } from './telemetry.ts';

const now = new Date('2026-11-22T08:00:00Z');
const ts = now.getTime() - 1000;

/** Inputs on both sides of every rule; the fast path must agree with the zod schema on each. */
const inputs: unknown[] = [
  { ts, values: { temperature: 21.5, humidity: 40, battery: 80 } },
  { values: { co2: 650 } },
  { ts, values: { custom_1: -3 } },
  { ts: new Date(ts).toISOString(), values: { temperature: 20 } },
  { ts, values: {} },
  { ts, values: { temperature: '21' } },
  { ts, values: { temperature: Number.NaN } },
  { ts, values: { temperature: 1e9 } },
  { ts, values: { Temperature: 1 } },
  { ts, values: { __proto__: 1 } },
  { ts, values: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`v${i}`, i])) },
  { ts, values: { a: 1 }, extra: true },
  { ts: -1, values: { a: 1 } },
  { ts: 1.5, values: { a: 1 } },
  { ts, values: [1, 2] },
  { ts, values: null },
  [],
  null,
  'text',
];

describe('checkReading', () => {
  test.each(inputs.map((input) => [JSON.stringify(input), input]))(
    'agrees with the telemetry schema: %s',
    (_, input) => {
      const schema = telemetryPayload.safeParse(input);
      const reading = checkReading(input, now);
      expect(reading.ok || reading.code === 'BAD_TIMESTAMP').toBe(schema.success);
      if (reading.ok && schema.success) expect(reading.values).toEqual(schema.data.values);
      if (!reading.ok && !schema.success)
        expect(reading.msg).toContain(schema.error.issues[0]?.message ?? '');
    },
  );

  test('a reading out of its sensor range is OUT_OF_RANGE; a stale one BAD_TIMESTAMP', () => {
    expect(checkReading({ ts, values: { humidity: 140 } }, now)).toMatchObject({
      ok: false,
      code: 'OUT_OF_RANGE',
      field: 'values.humidity',
    });
    expect(checkReading({ ts: 1000, values: { humidity: 40 } }, now)).toMatchObject({
      ok: false,
      code: 'BAD_TIMESTAMP',
    });
  });

  test('a raw message: its time, malformed JSON and the size limit', () => {
    expect(parseTelemetryMessage(JSON.stringify({ ts, values: { battery: 50 } }), now)).toEqual({
      ok: true,
      ts: new Date(ts),
      values: { battery: 50 },
    });
    expect(parseTelemetryMessage('{"values":', now)).toMatchObject({ ok: false, code: 'MALFORMED_JSON' });
    expect(parseTelemetryMessage(`{"values":{"a":1},"pad":"${'x'.repeat(5000)}"}`, now)).toMatchObject({
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
