import { useSelectedCompany } from '../../lib/company.ts';
import { useSessionUser } from '../../lib/session.ts';

export { useCan } from '../companies/access.ts';

/**
 * The company whose places the screens show (spec §6): the one chosen in the header (admins, integrators),
 * else the user's own. Null for an admin who has not chosen one. The API client adds `customerId` to the
 * structure calls itself (R133: ':none' for FMC, AMC, Operator and Authority).
 */
export function usePlacesCompanyId(): number | null {
  const selected = useSelectedCompany();
  const user = useSessionUser();
  return selected?.id ?? user?.personalInfo.companyId ?? null;
}
