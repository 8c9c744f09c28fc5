import { IconPackage, IconReceipt } from '@tabler/icons-react';
import type { AppRoute } from '../../app/module.ts';
import { INTEGRATOR_STORE_PATH, ORDERS_PATH, PACKAGES_PATHS, relative } from './paths.ts';

/**
 * Spec §2 "Orders" and "Packages", and the integrators' device store (R123, management/devices/store).
 * A35: on the orders list the company selector is hidden for integrators.
 */
export const commerceRoutes: AppRoute[] = [
  {
    id: 'orders',
    path: relative(ORDERS_PATH),
    lazy: () =>
      import('./pages/orders/OrdersListPage.tsx').then(({ OrdersListPage }) => ({
        Component: OrdersListPage,
      })),
    handle: {
      label: 'market:orders.nav',
      icon: IconReceipt,
      container: 'applications',
      order: 2,
      permissions: ['p_order_view'],
      hideCompanySelectorFor: ['Integrator'],
    },
  },
  {
    path: `${relative(ORDERS_PATH)}/:orderId/:customerId`,
    lazy: () =>
      import('./pages/orders/OrderDetailsPage.tsx').then(({ OrderDetailsPage }) => ({
        Component: OrderDetailsPage,
      })),
    handle: { label: 'market:orders.navDetails', permissions: ['p_order_view'] },
  },
  {
    id: 'packages',
    path: relative(PACKAGES_PATHS.externalOrders),
    lazy: () =>
      import('./pages/packages/ExternalOrdersPage.tsx').then(({ ExternalOrdersPage }) => ({
        Component: ExternalOrdersPage,
      })),
    handle: {
      label: 'market:packages.nav',
      icon: IconPackage,
      container: 'applications',
      order: 3,
      permissions: ['p_package_view'],
    },
  },
  {
    id: 'packages-add',
    path: relative(PACKAGES_PATHS.add),
    lazy: () =>
      import('./pages/packages/AddPackagePage.tsx').then(({ AddPackagePage }) => ({
        Component: AddPackagePage,
      })),
    handle: {
      label: 'market:packages.navAdd',
      parent: 'packages',
      order: 1,
      permissions: ['p_package_deploy'],
    },
  },
  {
    path: `${relative(PACKAGES_PATHS.add)}/:code/:appName`,
    lazy: () =>
      import('./pages/packages/AddPackagePage.tsx').then(({ AddPackagePage }) => ({
        Component: AddPackagePage,
      })),
    handle: { label: 'market:packages.navAdd', permissions: ['p_package_deploy'] },
  },
  {
    path: relative(INTEGRATOR_STORE_PATH),
    lazy: () =>
      import('./pages/store/DeviceStorePage.tsx').then(({ DeviceStorePage }) => ({
        Component: DeviceStorePage,
      })),
    handle: {
      label: 'market:store.nav',
      // In the integrator's management group (issue 22), after its own pages.
      parent: 'management',
      order: 5,
      permissions: ['p_product_customize', 'p_package_create'],
    },
  },
  {
    path: `${relative(INTEGRATOR_STORE_PATH)}/:app`,
    lazy: () =>
      import('./pages/store/DeviceStorePage.tsx').then(({ DeviceStorePage }) => ({
        Component: DeviceStorePage,
      })),
    handle: { label: 'market:store.nav', permissions: ['p_product_customize', 'p_package_create'] },
  },
];
