import { useSelectedCompany } from '../../lib/company.ts';
import { useSessionUser } from '../../lib/session.ts';

/** The company the commerce pages act for: the one selected (admins, integrators), else the user's own. */
export function useBuyerCompanyId(): number | null {
  const selected = useSelectedCompany();
  const user = useSessionUser();
  return selected?.id ?? user?.personalInfo.companyId ?? null;
}
