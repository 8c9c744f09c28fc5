import {
  IconBuildingPlus,
  IconCoins,
  IconDeviceDesktop,
  IconGauge,
  IconPackageImport,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { getSessionUser } from '../../lib/session.ts';
import {
  CUSTOMER_CREATE_PATH,
  CUSTOMERS_PATH,
  customersPath,
  DASHBOARD_PATH,
  MANAGEMENT_PATH,
  MANAGEMENT_ROUTE_ID,
  REQUESTS_PATH,
  TOKENS_PATH,
} from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ Component: module[name] }));

/** The desk itself is the integrator's; its customers use only the device requests (and see their quota). */
const INTEGRATORS = { companyTypes: { include: ['Integrator' as const] } };
const DESK_USERS = {
  companyTypes: {
    include: ['Integrator', 'Customer', 'School', 'Building Owner', 'Global Mobility Company'] as const,
  },
};
const VIEW = ['p_company_view'];
const ORDERS = ['p_order_view'];

/**
 * Spec §2 "Management" (integrators). The sidebar group's route id is `management` (MANAGEMENT_ROUTE_ID):
 * other modules put their pages under it with `parent: 'management'` (the support chat and tickets).
 */
export const managementRoutes: AppRoute[] = [
  {
    id: MANAGEMENT_ROUTE_ID,
    path: relative(MANAGEMENT_PATH),
    loader: () =>
      replace(getSessionUser()?.personalInfo.company?.type === 'Integrator' ? DASHBOARD_PATH : REQUESTS_PATH),
    element: null,
    handle: {
      label: 'management:nav.group',
      icon: IconGauge,
      container: 'applications',
      order: 30,
      permissions: ORDERS,
      visibility: DESK_USERS,
    },
  },
  {
    id: 'management-dashboard',
    path: relative(DASHBOARD_PATH),
    lazy: page(() => import('./pages/DashboardPage.tsx'), 'DashboardPage'),
    handle: {
      label: 'management:nav.dashboard',
      icon: IconGauge,
      parent: MANAGEMENT_ROUTE_ID,
      order: 1,
      permissions: VIEW,
      visibility: INTEGRATORS,
    },
  },
  {
    id: 'management-customers',
    path: relative(CUSTOMERS_PATH),
    loader: () => replace(customersPath('all')),
    element: null,
    handle: {
      label: 'management:nav.customers',
      icon: IconUsersGroup,
      parent: MANAGEMENT_ROUTE_ID,
      order: 2,
      permissions: VIEW,
      visibility: INTEGRATORS,
    },
  },
  {
    path: `${relative(CUSTOMERS_PATH)}/:type`,
    lazy: page(() => import('./pages/CustomersListPage.tsx'), 'CustomersListPage'),
    handle: {
      label: 'management:nav.customers',
      icon: IconUsersGroup,
      permissions: VIEW,
      visibility: INTEGRATORS,
    },
  },
  {
    path: 'management/customers/details/:id',
    lazy: page(() => import('./pages/CustomerDetailsPage.tsx'), 'CustomerDetailsPage'),
    handle: {
      label: 'management:nav.customer',
      icon: IconUsersGroup,
      permissions: VIEW,
      visibility: INTEGRATORS,
    },
  },
  {
    // R126: the companies module's form; for an integrator the types are FMC, AMC, Operator and Authority.
    path: relative(CUSTOMER_CREATE_PATH),
    lazy: page(() => import('../companies/pages/CreateCompanyPage.tsx'), 'CreateCompanyPage'),
    handle: {
      label: 'management:nav.createCustomer',
      icon: IconBuildingPlus,
      permissions: ['p_company_create'],
      visibility: INTEGRATORS,
    },
  },
  {
    id: 'management-tokens',
    path: relative(TOKENS_PATH),
    lazy: page(() => import('./pages/TokensPage.tsx'), 'TokensPage'),
    handle: {
      label: 'management:nav.tokens',
      icon: IconCoins,
      parent: MANAGEMENT_ROUTE_ID,
      order: 3,
      permissions: ORDERS,
      visibility: INTEGRATORS,
    },
  },
  {
    id: 'management-requests',
    path: relative(REQUESTS_PATH),
    lazy: page(() => import('./pages/RequestsPage.tsx'), 'RequestsPage'),
    handle: {
      label: 'management:nav.requests',
      icon: IconPackageImport,
      parent: MANAGEMENT_ROUTE_ID,
      order: 4,
      permissions: ORDERS,
      visibility: DESK_USERS,
    },
  },
  {
    path: `${relative(REQUESTS_PATH)}/:uuid`,
    lazy: page(() => import('./pages/RequestDetailsPage.tsx'), 'RequestDetailsPage'),
    handle: {
      label: 'management:nav.request',
      icon: IconPackageImport,
      permissions: ORDERS,
      visibility: DESK_USERS,
    },
  },
  {
    path: 'management/devices/:appName/:hardwareId/:id',
    lazy: page(() => import('./pages/DevicePage.tsx'), 'DevicePage'),
    handle: { label: 'management:nav.device', icon: IconDeviceDesktop, visibility: INTEGRATORS },
  },
];
