import { IconPlugConnected } from '@tabler/icons-react';
import type { AppRoute } from '../../app/module.ts';
import { LORAWAN_INTEGRATIONS_PATH } from './paths.ts';

export const lorawanRoutes: AppRoute[] = [
  {
    id: 'users-lorawan-integrations',
    path: LORAWAN_INTEGRATIONS_PATH.replace(/^\//, ''),
    lazy: () =>
      import('./pages/IntegrationsPage.tsx').then(({ IntegrationsPage }) => ({
        Component: IntegrationsPage,
      })),
    handle: {
      label: 'lorawan:nav.integrations',
      icon: IconPlugConnected,
      container: 'settings',
      order: 11,
      permissions: ['p_structure_lorawan_gateways_view'],
    },
  },
];
