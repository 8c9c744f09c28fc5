import { describe, expect, test } from 'vitest';
import { HARDWARE } from '../devices/reference.ts';
import { detailKindOf, detailPath } from './detail.ts';

describe('[METROWATCH] device detail redirect', () => {
  test.each([
    ['TLP2-SFB', 'cold-storage'],
    ['mobile-cold-storage', 'cold-storage'],
    ['asset-tracker', 'asset'],
    ['external-tracking', 'external-tracking'],
    ['TLP1-LF', 'external-tracking'],
    ['TLP1-SF', 'external-tracking'],
    ['personal-tracking', 'personal-tracking'],
    ['personal-tracking-2G', 'personal-tracking'],
    ['TLP1-P', 'personal-tracking'],
    ['device-lock', 'device-lock'],
  ])('A19 %s opens the %s page', (type, kind) => {
    expect(detailKindOf(type)).toBe(kind);
    expect(detailPath(type, 7)).toBe(`/metro-watch/devices/${kind}/7`);
  });

  test('A19 any other type (or a made-up one, or an inherited key) falls back to device-lock', () => {
    expect(detailKindOf('sensor')).toBe('device-lock');
    expect(detailKindOf('no-such-type')).toBe('device-lock');
    expect(detailKindOf('toString')).toBe('device-lock');
    expect(detailKindOf('tlp1-p')).toBe('device-lock');
  });

  test('every Metro Watch hardware type but the lock has a page of its own', () => {
    const others = HARDWARE.filter((h) => h.app === 'metrowatch' && h.type !== 'device-lock');
    expect(others.length).toBeGreaterThan(5);
    for (const h of others) expect(detailKindOf(h.type), h.type).not.toBe('device-lock');
  });
});
