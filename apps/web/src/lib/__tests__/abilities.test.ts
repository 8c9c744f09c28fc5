import { afterEach, describe, expect, test, vi } from 'vitest';
import { json, mockFetch } from '../../testing/fixtures.ts';
import { abilityKeys, appsOf, loadAbilities } from '../abilities.ts';
import { accessContextOf, hasAbilities, NO_ACCESS, setAbilities } from '../permissions.ts';
import { clearRequestCache } from '../requestCache.ts';

const context = (abilities: string[]) => ({ ...NO_ACCESS, abilities: new Set(abilities) });

describe('[CORE][PERMISSIONS] abilities from GET /:app/abilities/me', () => {
  afterEach(() => {
    setAbilities([]);
    clearRequestCache();
    vi.restoreAllMocks();
  });

  test('R111 entity → module → actions become app.module.action keys, once each', () => {
    expect(
      abilityKeys('fleet', {
        '12': { vehicles: ['view', 'update'], drivers: ['view'] },
        '13': { vehicles: ['view'] },
      }).sort(),
    ).toEqual(['fleet.drivers.view', 'fleet.vehicles.update', 'fleet.vehicles.view']);
    expect(abilityKeys('swam', {})).toEqual([]);
  });

  test('R111 a * module or action grants every module or action of that app, and no other app', () => {
    const held = context(abilityKeys('fleet', { '*': { '*': ['view'], trips: ['*'] } }));
    expect(hasAbilities(held, ['fleet.vehicles.view'])).toBe(true);
    expect(hasAbilities(held, ['fleet.trips.delete'])).toBe(true);
    expect(hasAbilities(held, ['fleet.vehicles.delete'])).toBe(false);
    expect(hasAbilities(held, ['swam.vehicles.view'])).toBe(false);
  });

  test('appsOf keeps the known apps a requirement list names', () => {
    expect(appsOf(['fleet.vehicles.view', 'fleet.trips.view', 'swam.sensors.view', 'nope.x.y'])).toEqual([
      'fleet',
      'swam',
    ]);
  });

  test('loadAbilities asks each app once (cached) and an app that fails grants nothing (R27)', async () => {
    const { calls } = mockFetch((call) =>
      call.path === '/api/fleet/abilities/me'
        ? json(200, { data: { '5': { vehicles: ['view'] } } })
        : json(500, { msg: 'boom' }),
    );
    await loadAbilities(['fleet', 'swam']);
    await loadAbilities(['fleet', 'swam']);
    const user = {
      id: 1,
      email: 'a@b.c',
      isAdmin: false,
      adminType: null,
      fleetRole: null,
      permissions: [],
      personalInfo: { firstName: 'A', lastName: 'B', companyId: 1, company: null },
    };
    const access = accessContextOf(user, []);
    expect([...access.abilities]).toEqual(['fleet.vehicles.view']);
    expect(calls.filter((call) => call.path === '/api/fleet/abilities/me')).toHaveLength(1);
  });
});
