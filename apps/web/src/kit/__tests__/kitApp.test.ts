import { describe, expect, test } from 'vitest';
import { IGNITE_SHIELD } from '../../modules/ignite-shield/app.ts';
import { METRO_WATCH } from '../../modules/metro-watch/kitApp.ts';
import { metroWatchKitRoutes } from '../../modules/metro-watch/kitRoutes.tsx';
import {
  alarmPermissionsOf,
  devicePermissionsOf,
  groupPermissionsOf,
  templatePermissionsOf,
} from '../access.ts';
import { endpointsOf } from '../api/endpoints.ts';
import { kitAlarmRoutes, kitDeviceRoutes } from '../routes/index.ts';

describe('[KIT] an application as configuration', () => {
  test('paths, query keys and permission keys follow the app', () => {
    expect(METRO_WATCH.paths.devicesList).toBe('/metro-watch/devices/list');
    expect(METRO_WATCH.paths.templateCopy(5)).toBe('/metro-watch/templates/5/create');
    expect(METRO_WATCH.paths.notificationGroupEdit(4)).toBe('/metro-watch/groups/edit-notification/4');
    expect(IGNITE_SHIELD.paths.structurePortfolioV2).toBe('/ignite-shield/analysis/v2/structure-portfolio');
    expect(METRO_WATCH.keys.device(7)[0]).toBe('metro-watch');
    expect(IGNITE_SHIELD.keys.device(7)[0]).toBe('ignite-shield');
    expect(devicePermissionsOf(METRO_WATCH).block).toEqual(['p_metrowatch_devices_block']);
    expect(alarmPermissionsOf(METRO_WATCH).acknowledge).toEqual(['p_metrowatch_alarms_acknowledge']);
    expect(templatePermissionsOf(IGNITE_SHIELD).create).toEqual(['p_swam_templates_create']);
    expect(groupPermissionsOf(METRO_WATCH).view).toEqual(['p_metrowatch_groups_view']);
  });

  test('the calls go under the app prefix: /metrowatch for Metro Watch, /swam for the sensor solution', () => {
    const metro = endpointsOf(METRO_WATCH);
    expect(metro.alarms.operational.list.path).toBe('/metrowatch/alarms/operational');
    expect(metro.templates.list.path).toBe('/metrowatch/template');
    expect(metro.devices.tokens.path).toBe('/metrowatch/device-token');
    expect(endpointsOf(IGNITE_SHIELD).devices.list.path).toBe('/swam/device');
    expect(endpointsOf(METRO_WATCH)).toBe(metro);
  });

  test('a device row leads to the app page: A19 redirect for Metro Watch, the list page for the sensor solution', () => {
    expect(METRO_WATCH.devicePage({ id: 9, type: 'TLP2-SFB' })).toBe(
      '/metro-watch/devices/TLP2-SFB/device/9',
    );
    expect(IGNITE_SHIELD.devicePage({ id: 7, type: 'sensor', solution: { id: 17, name: 'x' } })).toBe(
      '/ignite-shield/devices/list/solution/17/device/7',
    );
    expect(IGNITE_SHIELD.devicePage({ id: 11, type: 'meter', solution: null })).toBe(
      '/ignite-shield/devices/meter/11',
    );
  });

  test('A1 every Metro Watch route carries HIDE_METROWATCH; the sensor solution has no flag', () => {
    expect(metroWatchKitRoutes.every((route) => route.handle.app === 'metrowatch')).toBe(true);
    expect(kitAlarmRoutes(IGNITE_SHIELD).some((route) => route.handle.app !== undefined)).toBe(false);
    const ids = kitDeviceRoutes(METRO_WATCH).map((route) => route.id);
    expect(ids).toEqual([
      'metro-watch-devices',
      'metro-watch-devices-list',
      'metro-watch-devices-tokens',
      'metro-watch-devices-inventory',
    ]);
    const top = metroWatchKitRoutes.find((route) => route.id === 'metro-watch');
    expect(top?.handle).toMatchObject({ label: 'metro-watch:nav.app', container: 'applications' });
  });

  test("an app with fewer kit screens (spec §2: global mobility) gets only those, in the kit's order", () => {
    const alarms = kitAlarmRoutes(METRO_WATCH, { order: 1, screens: ['status', 'operational'] });
    expect(alarms.map((route) => [route.path, route.handle.order])).toEqual([
      ['metro-watch/alarms', 1],
      ['metro-watch/alarms/operational', 1],
      ['metro-watch/alarms/status', 2],
    ]);
    const quiet = kitAlarmRoutes(METRO_WATCH, { handles: { status: { quietDenial: true } } });
    expect(quiet.filter((route) => route.handle.quietDenial).map((route) => route.id)).toEqual([
      'metro-watch-alarms-status',
    ]);
    const devices = kitDeviceRoutes(METRO_WATCH, { order: 2, listOnly: true });
    expect(devices.map((route) => route.id)).toEqual(['metro-watch-devices', 'metro-watch-devices-list']);
    expect(devices[0]?.handle.order).toBe(2);
  });
});
