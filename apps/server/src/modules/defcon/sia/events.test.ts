import { describe, expect, test } from 'vitest';
import {
  CID_EVENT_TABLE,
  cidData,
  decodeCidData,
  decodeFrame,
  decodeSiaData,
  SIA_EVENT_TABLE,
  type SiaEvent,
  siaData,
} from './events.ts';
import { SIA_CODE_NAMES } from './sia-codes.ts';

const one = (result: ReturnType<typeof decodeSiaData>): SiaEvent => {
  if (!result.ok) throw new Error(`${result.error}: ${result.detail}`);
  expect(result.events).toHaveLength(1);
  return result.events[0] as SiaEvent;
};

describe('[DEFCON][SIA] SIA-DCS data blocks', () => {
  test('BA zone 12 in area 1: a burglary, intrusion class, not a restore', () => {
    expect(one(decodeSiaData('Nri1/BA012'))).toEqual({
      kind: 'burglary',
      restore: false,
      eventClass: 'intrusion',
      scheme: 'sia',
      code: 'BA',
      description: 'Burglary Alarm',
      partition: 1,
      zone: 12,
    });
  });

  test('BR and BH restore the burglary; CL/OP arm and disarm by user; CG by area', () => {
    expect(one(decodeSiaData('Nri1/BR012'))).toMatchObject({
      kind: 'burglary',
      restore: true,
      eventClass: 'intrusion',
      zone: 12,
    });
    expect(one(decodeSiaData('Nri1/BH012'))).toMatchObject({ kind: 'burglary', restore: true, zone: 12 });
    expect(one(decodeSiaData('Nri1/CL003'))).toMatchObject({
      kind: 'arm',
      eventClass: 'state',
      user: 3,
      partition: 1,
    });
    expect(one(decodeSiaData('Nri1/OP003'))).toMatchObject({ kind: 'disarm', eventClass: 'state', user: 3 });
    const cg = one(decodeSiaData('NCG2'));
    expect(cg).toMatchObject({ kind: 'arm', partition: 2 });
    expect(cg.zone).toBeUndefined();
  });

  test('the kinds the brief names: panic, fire, tamper, trouble, supervision, test', () => {
    const kinds = Object.fromEntries(
      ['PA', 'PR', 'HA', 'FA', 'FR', 'TA', 'TR', 'YP', 'YR', 'AT', 'AR', 'YS', 'BZ', 'RP', 'RX'].map((c) => {
        const e = one(decodeSiaData(`Nri1/${c}001`));
        return [c, `${e.kind}${e.restore ? '+restore' : ''}/${e.eventClass}`];
      }),
    );
    expect(kinds).toEqual({
      PA: 'panic/intrusion',
      PR: 'panic+restore/intrusion',
      HA: 'panic/intrusion',
      FA: 'fire/intrusion',
      FR: 'fire+restore/intrusion',
      TA: 'tamper/intrusion',
      TR: 'tamper+restore/intrusion',
      YP: 'trouble/status',
      YR: 'trouble+restore/status',
      AT: 'trouble/status',
      AR: 'trouble+restore/status',
      YS: 'trouble/status',
      BZ: 'supervision/status',
      RP: 'test/none',
      RX: 'test/none',
    });
  });

  test('real-world blocks: no slash, text in carets, suffix letters, several events, ti and id fields', () => {
    expect(one(decodeSiaData('Nri1CL0^VX FRONTE ^'))).toMatchObject({
      kind: 'arm',
      user: 0,
      text: 'VX FRONTE',
    });
    // "NM" right after the number is no second event (DC-03 separates events with "/"): OP stays alone.
    expect(one(decodeSiaData('Nri04/OP001NM'))).toMatchObject({
      kind: 'disarm',
      partition: 4,
      user: 1,
      text: 'NM',
    });
    expect(one(decodeSiaData('NFA129'))).toMatchObject({ kind: 'fire', zone: 129 });
    expect(one(decodeSiaData('Nti10:15/id7/ri2/OP007'))).toMatchObject({
      kind: 'disarm',
      time: '10:15',
      user: 7,
      partition: 2,
    });
    const two = decodeSiaData('Nri1/BA01/BA02');
    expect(two.ok && two.events.map((e) => e.zone)).toEqual([1, 2]);
  });

  test('a valid SIA code without an alarm meaning is `other`; an unknown code or no code is refused', () => {
    expect(one(decodeSiaData('Nri1/WA000'))).toMatchObject({
      kind: 'other',
      eventClass: 'none',
      description: 'Water Alarm',
    });
    expect(decodeSiaData('Nri1/ZQ001')).toMatchObject({ ok: false, error: 'unknown-code' });
    expect(decodeSiaData('')).toMatchObject({ ok: false, error: 'unknown-code' });
    expect(decodeSiaData('Atext only')).toMatchObject({ ok: false, error: 'unknown-code' });
    expect(decodeSiaData('N!!')).toMatchObject({ ok: false, error: 'malformed-data' });
  });
});

describe('[DEFCON][SIA] Contact ID blocks', () => {
  test('1130: new burglary, partition 1, zone 12; 3130 its restore; 6130 a status report', () => {
    expect(one(decodeCidData('1130 01 012'))).toEqual({
      kind: 'burglary',
      restore: false,
      eventClass: 'intrusion',
      scheme: 'cid',
      code: '130',
      qualifier: 1,
      description: 'Burglary',
      partition: 1,
      zone: 12,
    });
    expect(one(decodeCidData('3130 01 012'))).toMatchObject({
      kind: 'burglary',
      restore: true,
      qualifier: 3,
    });
    expect(one(decodeCidData('6130 01 012'))).toMatchObject({
      kind: 'burglary',
      restore: false,
      qualifier: 6,
      description: 'Burglary (status)',
    });
  });

  test('401: qualifier 1 opening (disarm), 3 closing (arm), the user in the last field', () => {
    expect(one(decodeCidData('1401 01 003'))).toMatchObject({
      kind: 'disarm',
      eventClass: 'state',
      user: 3,
      partition: 1,
    });
    expect(one(decodeCidData('3401 01 003'))).toMatchObject({ kind: 'arm', eventClass: 'state', user: 3 });
    expect(one(decodeCidData('3401 01 003')).zone).toBeUndefined();
  });

  test('the ranges of the brief: 131-134 burglary, 120-123 panic, 110-118 fire, 137/144 tamper, 3xx trouble, 602 test', () => {
    const kind = (code: string) => one(decodeCidData(`1${code} 01 001`)).kind;
    for (const c of ['131', '132', '133', '134']) expect(kind(c), c).toBe('burglary');
    for (const c of ['120', '121', '122', '123']) expect(kind(c), c).toBe('panic');
    for (const c of ['110', '111', '112', '113', '114', '115', '116', '117', '118'])
      expect(kind(c), c).toBe('fire');
    for (const c of ['137', '144']) expect(kind(c), c).toBe('tamper');
    for (const c of ['300', '301', '302', '309', '321', '333']) expect(kind(c), c).toBe('trouble');
    expect(kind('381')).toBe('supervision');
    for (const c of ['402', '403', '407', '408', '409'])
      expect(one(decodeCidData(`3${c} 02 005`)).kind, c).toBe('arm');
    expect(kind('602')).toBe('test');
    expect(one(decodeCidData('1999 01 001'))).toMatchObject({ kind: 'other', eventClass: 'none' });
  });

  test('bad blocks: a qualifier other than 1/3/6, wrong shapes', () => {
    expect(decodeCidData('2130 01 012')).toMatchObject({ ok: false, error: 'malformed-data' });
    expect(decodeCidData('1130 01')).toMatchObject({ ok: false, error: 'malformed-data' });
    expect(decodeCidData('Nri1/BA012')).toMatchObject({ ok: false, error: 'malformed-data' });
  });
});

describe('[DEFCON][SIA] the table', () => {
  test('every SIA table code is a real SIA code; every entry is consistent with its class', () => {
    for (const [code, meaning] of Object.entries(SIA_EVENT_TABLE)) {
      expect(SIA_CODE_NAMES[code], code).toBeDefined();
      const expected = ['burglary', 'panic', 'fire', 'tamper'].includes(meaning.kind)
        ? 'intrusion'
        : ['trouble', 'supervision'].includes(meaning.kind)
          ? 'status'
          : ['arm', 'disarm'].includes(meaning.kind)
            ? 'state'
            : 'none';
      expect(meaning.eventClass, code).toBe(expected);
    }
    expect(Object.keys(SIA_CODE_NAMES)).toHaveLength(325);
    for (const [code, meaning] of Object.entries(CID_EVENT_TABLE)) {
      expect(code).toMatch(/^\d{3}$/);
      expect(meaning.description.length).toBeGreaterThan(2);
    }
  });

  test('Contact ID and SIA agree where pysiaalarm maps one to the other (adm_mapping.py)', () => {
    const pairs: [string, string][] = [
      ['1130', 'BA'],
      ['3130', 'BH'],
      ['1110', 'FA'],
      ['3110', 'FH'],
      ['1120', 'PA'],
      ['3120', 'PH'],
      ['1137', 'TA'],
      ['3137', 'TR'],
      ['1301', 'AT'],
      ['3301', 'AR'],
      ['1302', 'YT'],
      ['3302', 'YR'],
      ['1401', 'OP'],
      ['3401', 'CL'],
      ['1602', 'RP'],
    ];
    for (const [cid, sia] of pairs) {
      const a = one(decodeCidData(`${cid} 01 001`));
      const b = one(decodeSiaData(`Nri1/${sia}001`));
      expect([a.kind, a.restore, a.eventClass], `${cid} vs ${sia}`).toEqual([
        b.kind,
        b.restore,
        b.eventClass,
      ]);
    }
  });

  test('decodeFrame dispatches on the token; NULL is one link-test event; builders give decodable blocks', () => {
    expect(decodeFrame({ token: 'NULL', data: '' })).toMatchObject({
      ok: true,
      events: [{ kind: 'test', code: 'NULL', scheme: 'null' }],
    });
    expect(decodeFrame({ token: 'SIA-DCS', data: siaData('BA', 12, 1) })).toMatchObject({
      ok: true,
      events: [{ code: 'BA', zone: 12 }],
    });
    expect(siaData('BA', 12, 1)).toBe('Nri1/BA012');
    expect(cidData(1, 130, 1, 12)).toBe('1130 01 012');
    expect(decodeFrame({ token: 'ADM-CID', data: cidData(3, 401, 2, 9) })).toMatchObject({
      ok: true,
      events: [{ kind: 'arm', user: 9, partition: 2 }],
    });
    expect(decodeFrame({ token: 'ACK', data: '' })).toMatchObject({ ok: false, error: 'unknown-token' });
  });
});
