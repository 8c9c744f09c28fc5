import { describe, expect, test } from 'vitest';
import { commandAckTopic, commandTopic, parseCommandAck, serialOfAckTopic } from './commands.ts';

const id = '0b7d4c1e-2f3a-4b5c-8d9e-0123456789ab';

describe('[METROWATCH] command topics and acks', () => {
  test('topics of a serial, and the serial of an ack topic', () => {
    expect(commandTopic('LOCK-1')).toBe('devices/LOCK-1/commands');
    expect(commandAckTopic('LOCK-1')).toBe('devices/LOCK-1/commands/ack');
    expect(serialOfAckTopic('devices/LOCK-1/commands/ack')).toBe('LOCK-1');
    expect(serialOfAckTopic('devices/LOCK-1/commands')).toBeNull();
    expect(serialOfAckTopic('devices/+/commands/ack')).toBeNull();
    expect(serialOfAckTopic('devices/A/B/commands/ack')).toBeNull();
  });

  test('an ok or error ack parses, with its message', () => {
    expect(parseCommandAck(JSON.stringify({ id, status: 'ok' }))).toEqual({
      ok: true,
      ack: { id, status: 'ok' },
    });
    expect(
      parseCommandAck(new TextEncoder().encode(JSON.stringify({ id, status: 'error', message: 'jammed' }))),
    ).toEqual({
      ok: true,
      ack: { id, status: 'error', message: 'jammed' },
    });
  });

  test.each([
    ['not JSON', '{id', 'not valid JSON'],
    ['a bad status', JSON.stringify({ id, status: 'done' }), 'status'],
    ['no id', JSON.stringify({ status: 'ok' }), 'id'],
    ['an id that is no command id', JSON.stringify({ id: '1', status: 'ok' }), 'id'],
    ['an unknown field', JSON.stringify({ id, status: 'ok', extra: 1 }), 'ack'],
    ['too large', JSON.stringify({ id, status: 'ok', message: 'x'.repeat(2000) }), 'bytes'],
  ])('%s is refused with a reason', (_name, raw, reason) => {
    const parsed = parseCommandAck(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.msg).toContain(reason);
  });
});
