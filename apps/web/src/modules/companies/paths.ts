export const COMPANIES_LIST_PATH = '/core/companies/list';
export const COMPANY_CREATE_PATH = '/core/companies/create';
export const CUSTOMERS_LIST_PATH = '/core/customers/list';
export const companyProfilePath = (companyId: number | string, tab?: 'users' | 'roles') =>
  `/core/companies/profile/${companyId}${tab ? `?tab=${tab}` : ''}`;
export const companyEditPath = (companyId: number | string) => `/core/companies/${companyId}/edit`;
export const REQUESTS_PATH = `${COMPANIES_LIST_PATH}/requests`;
