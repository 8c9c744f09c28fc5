import { IconCpu } from '@tabler/icons-react';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { SWAM_DEVICES } from './access.ts';
import { IGNITE_SHIELD } from './app.ts';
import { LazyMeterDetailsPage } from './pages/lazyDevicePages.tsx';
import { CONTROL_UNIT_PATH, METER_PATH } from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');

/** Spec §2: the pages of a meter and of a control unit (the devices list links such devices here). */
export const deviceKindRoutes: AppRoute[] = [
  {
    path: `${relative(METER_PATH)}/:id`,
    element: withKitApp(IGNITE_SHIELD, <LazyMeterDetailsPage />),
    handle: { label: 'ignite-shield:meter.title', icon: IconCpu, permissions: SWAM_DEVICES.view },
  },
  {
    path: `${relative(CONTROL_UNIT_PATH)}/:id`,
    lazy: () =>
      import('./pages/ControlUnitDetailsPage.tsx').then(({ ControlUnitDetailsPage }) => ({
        element: withKitApp(IGNITE_SHIELD, <ControlUnitDetailsPage />),
      })),
    handle: { label: 'ignite-shield:controlUnit.title', icon: IconCpu, permissions: SWAM_DEVICES.view },
  },
];
