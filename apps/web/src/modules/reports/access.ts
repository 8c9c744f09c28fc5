export { useCan } from '../companies/access.ts';
/**
 * The company whose reports the screens show: the one chosen in the header (admins, integrators), else the
 * user's own; null for an admin who has chosen none. (The same rule as the places screens: one function.)
 */
export { usePlacesCompanyId as useReportsCompanyId } from '../places/access.ts';

/** The report permission keys (catalogue module `report`) the screens and the contract's endpoints use. */
export const REPORT_KEYS = {
  view: ['p_report_view'],
  create: ['p_report_create'],
  update: ['p_report_update'],
  delete: ['p_report_delete'],
  /** Run now (POST …/run): either key. */
  run: ['p_report_update', 'p_report_export'],
} as const satisfies Record<string, readonly string[]>;
