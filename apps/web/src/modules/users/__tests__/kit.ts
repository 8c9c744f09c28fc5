import type { users } from '@atrium/contracts';
import { owner } from '../../companies/__tests__/kit.ts';

export const profileOf = (over: Partial<users.Profile> = {}): users.Profile => ({
  id: owner.id,
  email: owner.email,
  firstName: 'Customer',
  lastName: 'Owner',
  isAdmin: false,
  adminType: null,
  status: 'active',
  emailVerified: true,
  tfaEnabled: false,
  phone: null,
  company: { id: 3, name: 'Demo Customer', type: 'Customer' },
  roles: [{ id: 1, key: 'company_owner', name: 'Company owner' }],
  createdAt: '2025-05-01T10:00:00.000Z',
  ...over,
});
