import { addCompanyUser } from '../../../test/demo-kit.ts';
import type { DevicesKit } from '../../devices/__tests__/kit.ts';

/** A verified user of a demo company with the plain `company_member` role, signed in. */
export const addMember = (k: DevicesKit, companyId: number, email: string) =>
  addCompanyUser(k.t, companyId, email, 'company_member');
