import { describe, expect, test } from 'vitest';
import { accessDecisionTopic, accessTopic, parseAccessRequest, serialOfAccessTopic } from './lock-access.ts';

describe('[METROWATCH] a credential presented at a lock over MQTT', () => {
  test('topics of a serial, and the serial of an access topic', () => {
    expect(accessTopic('DL1-0001')).toBe('devices/DL1-0001/access');
    expect(accessDecisionTopic('DL1-0001')).toBe('devices/DL1-0001/access/decision');
    expect(serialOfAccessTopic('devices/DL1-0001/access')).toBe('DL1-0001');
    expect(serialOfAccessTopic('devices/DL1-0001/access/decision')).toBeNull();
    expect(serialOfAccessTopic('devices/+/access')).toBeNull();
    expect(serialOfAccessTopic('devices/A/B/access')).toBeNull();
  });

  test('a card with an epoch ts, a PIN with an ISO ts, a phone key with an id and no ts', () => {
    expect(
      parseAccessRequest(JSON.stringify({ kind: 'card', code: 'CARD1001', ts: 1_700_000_000_000 })),
    ).toEqual({
      ok: true,
      request: { kind: 'card', code: 'CARD1001', ts: new Date(1_700_000_000_000) },
    });
    const iso = '2026-11-26T08:00:00+04:00';
    expect(
      parseAccessRequest(new TextEncoder().encode(JSON.stringify({ kind: 'pin', code: '246810', ts: iso }))),
    ).toEqual({
      ok: true,
      request: { kind: 'pin', code: '246810', ts: new Date(iso) },
    });
    expect(parseAccessRequest(JSON.stringify({ kind: 'phone-key', code: 'k-1', id: 'r7' }))).toEqual({
      ok: true,
      request: { kind: 'phone-key', code: 'k-1', id: 'r7' },
    });
  });

  test.each([
    ['not JSON', '{kind', 'not valid JSON'],
    ['an unknown kind', JSON.stringify({ kind: 'retina', code: 'x' }), 'kind'],
    ['no code', JSON.stringify({ kind: 'card' }), 'code'],
    ['an empty code', JSON.stringify({ kind: 'card', code: '' }), 'code'],
    ['a ts in words', JSON.stringify({ kind: 'card', code: 'C1', ts: 'yesterday' }), 'ts'],
    ['an unknown field', JSON.stringify({ kind: 'card', code: 'C1', door: 3 }), 'request'],
    ['an array', '[]', 'request'],
    ['too large', JSON.stringify({ kind: 'card', code: 'C'.repeat(600) }), 'bytes'],
  ])('%s is refused with a reason', (_name, raw, reason) => {
    const parsed = parseAccessRequest(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.msg).toContain(reason);
  });
});
