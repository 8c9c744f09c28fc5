import { IconMail } from '@tabler/icons-react';
import type { AppRoute } from '../../app/module.ts';
import type { PermissionRequirement } from '../../lib/permissions.ts';
import { OUTBOX_PATH } from './paths.ts';

/**
 * System administrators only, like GET /dev/outbox. `RouteHandle` has no admin flag: an `or` group with no
 * key is one nobody is granted, and admins pass every permission check (R26). So non-admins neither see
 * the entry nor open the page.
 */
export const ADMIN_ONLY: PermissionRequirement = [[]];

export const devMainRoutes: AppRoute[] = [
  {
    id: 'development-outbox',
    path: OUTBOX_PATH.slice(1),
    lazy: () => import('./pages/OutboxPage.tsx').then(({ OutboxPage }) => ({ Component: OutboxPage })),
    handle: {
      label: 'dev:outbox.title',
      icon: IconMail,
      container: 'development',
      order: 2,
      devOnly: true,
      permissions: ADMIN_ONLY,
    },
  },
];
