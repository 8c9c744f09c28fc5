/**
 * The integrator's desk (spec §2 "Management"). Route ids other modules may hang their pages under:
 * `management` (the sidebar group; the support module's chat and tickets use `parent: 'management'`),
 * `management-dashboard`, `management-customers`, `management-tokens`, `management-requests`.
 */
export const MANAGEMENT_PATH = '/management';
export const MANAGEMENT_ROUTE_ID = 'management';
export const DASHBOARD_PATH = '/management/si/dashboard';
export const CUSTOMERS_PATH = '/management/customers/list';
export const customersPath = (type: string = 'all') => `${CUSTOMERS_PATH}/${encodeURIComponent(type)}`;
export const customerPath = (id: number) => `/management/customers/details/${id}`;
export const CUSTOMER_CREATE_PATH = '/management/customers/create';
export const TOKENS_PATH = '/management/tokens/list';
export const REQUESTS_PATH = '/management/devices/request';
export const requestPath = (uuid: string) => `${REQUESTS_PATH}/${uuid}`;
export const managementDevicePath = (app: string, hardwareId: number, deviceId: number) =>
  `/management/devices/${app}/${hardwareId}/${deviceId}`;
