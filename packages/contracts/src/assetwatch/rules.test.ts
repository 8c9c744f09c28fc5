import { describe, expect, it } from 'vitest';
import { alarmEndpointsOf, appAlarmRulePrefix } from '../alarms/alarms.ts';
import {
  awRuleId,
  DEFAULT_ALARM_SETTINGS,
  type Fix,
  movedFrom,
  rulesMet,
  whereOf,
  withinWorkHours,
} from './alarms.ts';
import { pointInZone, zoneOfUplink } from './zones.ts';

const zones = [
  { id: 1, beacon: 101, gatewayEui: '0016C001FF10A235' },
  { id: 2, beacon: 102, gatewayEui: null },
  { id: 3, beacon: null, gatewayEui: '0016C001FF10A236' },
];

describe('zoneOfUplink', () => {
  it('takes the zone of the beacon heard before any gateway', () => {
    expect(zoneOfUplink(zones, { beacon: 102, gateways: ['0016C001FF10A236'] })).toBe(2);
  });
  it('takes the best gateway bound to a zone when the beacon is unknown or absent', () => {
    expect(zoneOfUplink(zones, { beacon: 999, gateways: ['AAAAAAAAAAAAAAAA', '0016c001ff10a236'] })).toBe(3);
    expect(zoneOfUplink(zones, { gateways: ['0016C001FF10A235', '0016C001FF10A236'] })).toBe(1);
  });
  it('is none when nothing matches', () => {
    expect(zoneOfUplink(zones, { beacon: 5 })).toBeNull();
    expect(zoneOfUplink([], { beacon: 101, gateways: ['0016C001FF10A235'] })).toBeNull();
  });
});

describe('pointInZone', () => {
  const square = [
    { x: 0.1, y: 0.1 },
    { x: 0.5, y: 0.1 },
    { x: 0.5, y: 0.5 },
    { x: 0.1, y: 0.5 },
  ];
  it('tells inside from outside', () => {
    expect(pointInZone({ x: 0.3, y: 0.3 }, square)).toBe(true);
    expect(pointInZone({ x: 0.6, y: 0.3 }, square)).toBe(false);
  });
});

const fix = (over: Partial<Fix> = {}): Fix => ({
  at: new Date('2026-11-24T08:00:00Z'),
  zoneId: null,
  lat: null,
  lng: null,
  moved: false,
  ...over,
});

describe('movedFrom', () => {
  it('is the motion flag, a zone change, or GPS beyond the radius', () => {
    expect(movedFrom({ zoneId: 1, lat: null, lng: null }, fix({ zoneId: 1, moved: true }), 25)).toBe(true);
    expect(movedFrom({ zoneId: 1, lat: null, lng: null }, fix({ zoneId: 2 }), 25)).toBe(true);
    expect(movedFrom({ zoneId: 1, lat: null, lng: null }, fix({ zoneId: 1 }), 25)).toBe(false);
    const here = { zoneId: null, lat: 25.2, lng: 55.27 };
    expect(movedFrom(here, fix({ lat: 25.2001, lng: 55.27 }), 25)).toBe(false); // about 11 m
    expect(movedFrom(here, fix({ lat: 25.201, lng: 55.27 }), 25)).toBe(true); // about 111 m
    expect(movedFrom({ zoneId: 1, lat: null, lng: null }, fix({ lat: 25.2, lng: 55.27 }), 25)).toBe(true);
    expect(movedFrom(null, fix({ zoneId: 1 }), 25)).toBe(false);
  });
});

describe('withinWorkHours (Asia/Dubai, Saturday to Thursday, 07:00 to 19:00)', () => {
  it('knows the local day and time', () => {
    // Tuesday 12:00 in Dubai.
    expect(withinWorkHours(new Date('2026-11-24T08:00:00Z'), DEFAULT_ALARM_SETTINGS)).toBe(true);
    // Tuesday 23:00 in Dubai.
    expect(withinWorkHours(new Date('2026-11-24T19:00:00Z'), DEFAULT_ALARM_SETTINGS)).toBe(false);
    // Friday noon: no working day.
    expect(withinWorkHours(new Date('2026-11-27T08:00:00Z'), DEFAULT_ALARM_SETTINGS)).toBe(false);
  });
});

describe('rulesMet', () => {
  const base = {
    settings: DEFAULT_ALARM_SETTINGS,
    previous: { zoneId: 1, lat: null, lng: null },
    battery: 80,
    homeZoneId: 1,
    insideHomeGeofence: null,
    inForbidden: false,
    lockedAt: null,
  };
  it('meets nothing for an asset at home in working hours', () => {
    expect(rulesMet({ ...base, fix: fix({ zoneId: 1 }) })).toEqual([]);
  });
  it('meets left-zone, forbidden-zone and low-battery as they hold', () => {
    expect(rulesMet({ ...base, fix: fix({ zoneId: 2 }), inForbidden: true, battery: 10 })).toEqual([
      'left-zone',
      'forbidden-zone',
      'low-battery',
    ]);
  });
  it('meets moved-while-locked for a locked asset that moved, even in working hours', () => {
    const locked = { ...base, lockedAt: { zoneId: 1, lat: null, lng: null } };
    expect(rulesMet({ ...locked, fix: fix({ zoneId: 1 }) })).toEqual([]);
    expect(rulesMet({ ...locked, fix: fix({ zoneId: 1, moved: true }) })).toEqual(['moved-while-locked']);
  });
  it('meets out-of-hours only for a move outside working hours', () => {
    const night = new Date('2026-11-24T20:00:00Z');
    expect(rulesMet({ ...base, homeZoneId: null, fix: fix({ zoneId: 2, at: night }) })).toEqual([
      'out-of-hours',
    ]);
    expect(rulesMet({ ...base, homeZoneId: null, fix: fix({ zoneId: 1, at: night }) })).toEqual([]);
  });
  it('meets left-zone outdoors when out of the home geofence, and skips rules turned off', () => {
    const outdoor = { ...base, homeZoneId: null, previous: null, insideHomeGeofence: false };
    expect(rulesMet({ ...outdoor, fix: fix({ lat: 25, lng: 55 }) })).toEqual(['left-zone']);
    const off = { ...DEFAULT_ALARM_SETTINGS, rules: { ...DEFAULT_ALARM_SETTINGS.rules, 'left-zone': false } };
    expect(rulesMet({ ...outdoor, settings: off, fix: fix({ lat: 25, lng: 55 }) })).toEqual([]);
  });
  it('tells indoor from outdoor fixes', () => {
    expect(whereOf(fix({ zoneId: 1 }))).toBe('indoor');
    expect(whereOf(fix({ lat: 25, lng: 55 }))).toBe('outdoor');
  });
});

describe('the kit alarm lists’ where filter (indoor or outdoor)', () => {
  it('means the rule id prefix of the indoor or outdoor alarms, for asset watch only', () => {
    expect(appAlarmRulePrefix('asset', 'where', 'indoor')).toBe('aw:indoor:');
    expect(appAlarmRulePrefix('asset', 'where', 'outdoor')).toBe('aw:outdoor:');
    expect(
      awRuleId('indoor', 'left-zone').startsWith(appAlarmRulePrefix('asset', 'where', 'indoor') ?? '-'),
    ).toBe(true);
    expect(appAlarmRulePrefix('asset', 'where', 'upstairs')).toBeNull();
    expect(appAlarmRulePrefix('asset', 'kind', 'indoor')).toBeNull();
    expect(appAlarmRulePrefix('fleet', 'where', 'indoor')).toBeNull();
  });
  it('is a param of asset watch’s alarm lists only, checked against its values', () => {
    const asset = alarmEndpointsOf('asset').operational.history.schemas.querystring;
    expect(asset?.safeParse({ where: 'outdoor' }).success).toBe(true);
    const bad = asset?.safeParse({ where: 'upstairs' });
    expect(bad?.success).toBe(false);
    expect(bad?.error?.issues[0]?.message).toBe('Must be one of indoor, outdoor');
    const fleet = alarmEndpointsOf('fleet').operational.list.schemas.querystring as { shape: object };
    expect(Object.keys(fleet.shape)).not.toContain('where');
    expect(Object.keys((asset as unknown as { shape: object }).shape)).toContain('where');
  });
});
