/** Spec §2 "Reports": the saved reports of the company, their form and their edit page. */
export const REPORTS_PATH = '/reports';
export const REPORTS_LIST_PATH = '/reports/list';
export const REPORT_CREATE_PATH = '/reports/create';
export const REPORT_EDIT_PATH = '/reports/edit/:id';
export const reportEditPath = (id: number | string) => `/reports/edit/${id}`;
