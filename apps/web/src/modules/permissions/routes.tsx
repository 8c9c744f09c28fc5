import { IconShieldLock } from '@tabler/icons-react';
import type { AppRoute } from '../../app/module.ts';
import { PERMISSIONS_PATH } from './paths.ts';

/** Spec §2 core/permissions/list: needs what GET /company/:id/role needs (p_company_users_view). */
export const permissionsMainRoutes: AppRoute[] = [
  {
    id: 'permissions-list',
    path: PERMISSIONS_PATH.slice(1),
    lazy: () =>
      import('./pages/PermissionsPage.tsx').then(({ PermissionsPage }) => ({ Component: PermissionsPage })),
    handle: {
      label: 'permissions:nav.list',
      icon: IconShieldLock,
      container: 'settings',
      order: 4,
      permissions: ['p_company_users_view'],
    },
  },
];
