import { IconKey } from '@tabler/icons-react';
import type { AppRoute } from '../../app/module.ts';
import { ITEM_KEYS_PATH } from './paths.ts';

export const systemMainRoutes: AppRoute[] = [
  {
    id: 'development-item-keys',
    path: ITEM_KEYS_PATH.slice(1),
    lazy: () => import('./pages/ItemKeysPage.tsx').then(({ ItemKeysPage }) => ({ Component: ItemKeysPage })),
    handle: {
      label: 'system:itemKeys.title',
      icon: IconKey,
      container: 'development',
      order: 1,
      devOnly: true,
    },
  },
];
