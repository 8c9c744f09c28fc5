import { describe, expect, test } from 'vitest';
import {
  grantingKeys,
  hierarchy,
  PERMISSION_KEYS,
  PERMISSIONS,
  permissionOf,
  toggle,
  withImplied,
} from './catalogue.ts';
import { decodePermissions, encodePermissions } from './codec.ts';

describe('permission catalogue (spec §6)', () => {
  test('R105 keys use m_ for modules, sm_ for sub-modules and p_ for actions', () => {
    for (const p of PERMISSIONS) {
      const prefix = { module: 'm_', subModule: 'sm_', action: 'p_' }[p.kind];
      expect(p.key.startsWith(prefix), p.key).toBe(true);
    }
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });

  test('R106 every module of the spec is in the catalogue, company with its three sub-modules', () => {
    const modules = PERMISSIONS.filter((p) => p.kind === 'module').map((p) => p.key);
    for (const m of [
      'market',
      'company',
      'area',
      'report',
      'structure',
      'user',
      'product',
      'package',
      'order',
      'asset',
      'log',
      'metrowatch',
      'defcon',
      'gm',
      'school',
      'swam',
      'cn',
      'job_scheduling',
      'rodent',
      'fleet',
      'smart_parking',
      'facility_booking',
    ]) {
      expect(modules).toContain(`m_${m}`);
    }
    for (const sub of ['users', 'service_requests', 'contract_management']) {
      expect(permissionOf(`sm_company_${sub}`)?.parent).toBe('m_company');
    }
  });

  test('every dependency and parent is itself registered', () => {
    for (const p of PERMISSIONS) {
      for (const dep of p.dependsOn) expect(permissionOf(dep), `${p.key} → ${dep}`).toBeDefined();
      if (p.parent) expect(permissionOf(p.parent)).toBeDefined();
    }
  });

  test('R2 turning an action on also turns on its dependencies and ancestors', () => {
    const next = toggle([], 'p_company_users_update', true);
    expect([...next].sort()).toEqual([
      'm_company',
      'p_company_users_update',
      'p_company_users_view',
      'sm_company_users',
    ]);
  });

  test('R3 turning an action off removes that action only', () => {
    const on = toggle([], 'p_company_users_update', true);
    const off = toggle(on, 'p_company_users_update', false);
    expect(off.has('p_company_users_update')).toBe(false);
    expect(off.has('p_company_users_view')).toBe(true);
  });

  test('grantingKeys reads withImplied backwards: a view key is granted by itself and its actions', () => {
    const keys = grantingKeys('p_swam_devices_view');
    expect(keys).toContain('p_swam_devices_view');
    expect(keys).toContain('p_swam_devices_update');
    expect(keys).not.toContain('p_swam_alarms_view');
    for (const key of keys) expect(withImplied([key]).has('p_swam_devices_view'), key).toBe(true);
  });

  test('withImplied ignores unknown keys', () => {
    expect([...withImplied(['p_nothing_here'])]).toEqual([]);
  });

  test('the hierarchy holds every entry exactly once', () => {
    const count = (nodes: ReturnType<typeof hierarchy>): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(count(hierarchy())).toBe(PERMISSIONS.length);
  });
});

describe('permissions header codec (R107)', () => {
  test('round-trips any set of keys compactly', () => {
    const keys = ['m_company', 'p_company_view', 'p_fleet_vehicles_suspend'];
    const header = encodePermissions(keys);
    expect(header).toMatch(/^b1\.[A-Za-z0-9_-]+$/);
    expect(decodePermissions(header)).toEqual(keys);
    const all = encodePermissions(PERMISSION_KEYS);
    expect(all.length).toBeLessThan(120);
    expect(decodePermissions(all)).toEqual(PERMISSION_KEYS);
    expect(decodePermissions(encodePermissions([]))).toEqual([]);
  });

  test('an unknown format decodes to null, never throws', () => {
    for (const bad of [undefined, null, '', 'm_company,p_company_view', 'b1.***']) {
      expect(decodePermissions(bad)).toBeNull();
    }
  });
});
