import {
  IconBuilding,
  IconBuildingPlus,
  IconBuildingSkyscraper,
  IconInbox,
  IconPencil,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { AppRoute } from '../../app/module.ts';
import { COMPANIES_LIST_PATH, COMPANY_CREATE_PATH, CUSTOMERS_LIST_PATH, REQUESTS_PATH } from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * Spec §2 core/companies and core/customers. Each route needs the access key of the endpoint it reads or
 * writes, so the sidebar and the guard hide what the user cannot use (A45, A10-A12).
 */
export const companiesMainRoutes: AppRoute[] = [
  {
    id: 'companies-list',
    path: relative(COMPANIES_LIST_PATH),
    lazy: () =>
      import('./pages/CompaniesListPage.tsx').then(({ CompaniesListPage }) => ({
        Component: CompaniesListPage,
      })),
    handle: {
      label: 'companies:nav.list',
      icon: IconBuildingSkyscraper,
      container: 'settings',
      order: 2,
      permissions: ['p_company_view'],
      // Spec §1: the asset monitoring app's sidebar has no companies list.
      hiddenInApps: ['assetmonitoring'],
    },
  },
  {
    // A tab of the list page, not a sidebar entry; GET /company/:id/request needs this permission.
    path: relative(REQUESTS_PATH),
    lazy: () =>
      import('./pages/CompaniesListPage.tsx').then(({ CompaniesListPage }) => ({
        element: <CompaniesListPage mode="requests" />,
      })),
    handle: {
      label: 'companies:nav.requests',
      icon: IconInbox,
      permissions: ['p_company_service_requests_view'],
    },
  },
  {
    id: 'customers-list',
    path: relative(CUSTOMERS_LIST_PATH),
    lazy: () =>
      import('./pages/CompaniesListPage.tsx').then(({ CompaniesListPage }) => ({
        element: <CompaniesListPage mode="customers" />,
      })),
    handle: {
      label: 'companies:nav.customers',
      icon: IconUsersGroup,
      container: 'settings',
      order: 3,
      permissions: ['p_company_view'],
    },
  },
  {
    id: 'companies-create',
    path: relative(COMPANY_CREATE_PATH),
    lazy: () =>
      import('./pages/CreateCompanyPage.tsx').then(({ CreateCompanyPage }) => ({
        Component: CreateCompanyPage,
      })),
    handle: { label: 'companies:nav.create', icon: IconBuildingPlus, permissions: ['p_company_create'] },
  },
  {
    path: 'core/companies/profile/:companyId',
    lazy: () =>
      import('./pages/CompanyProfilePage.tsx').then(({ CompanyProfilePage }) => ({
        Component: CompanyProfilePage,
      })),
    handle: { label: 'companies:nav.profile', icon: IconBuilding, permissions: ['p_company_view'] },
  },
  {
    path: 'core/companies/profile/:companyId/edit',
    lazy: () =>
      import('./pages/EditCompanyPage.tsx').then(({ EditCompanyPage }) => ({ Component: EditCompanyPage })),
    handle: { label: 'companies:nav.edit', icon: IconPencil, permissions: ['p_company_update'] },
  },
  {
    path: 'core/companies/:companyId/edit',
    lazy: () =>
      import('./pages/EditCompanyPage.tsx').then(({ EditCompanyPage }) => ({ Component: EditCompanyPage })),
    handle: { label: 'companies:nav.edit', icon: IconPencil, permissions: ['p_company_update'] },
  },
];
