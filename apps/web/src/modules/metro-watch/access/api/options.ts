import { access, companies } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { accessKeys } from './keys.ts';

export interface Choice {
  value: string;
  label: string;
}

/** The first hundred of each: enough for a company's doors and holders, searched in the box. */
const FIRST = { limit: '100' } as const;

export const useDoorChoices = () =>
  useQuery({
    queryKey: accessKeys.options('doors'),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await call(access.listDoors, { query: { ...FIRST, sortBy: 'name' }, signal })).data.map((door) => ({
        value: String(door.id),
        label: `${door.name} (${door.serial})`,
      })),
  });

export const useCredentialChoices = () =>
  useQuery({
    queryKey: accessKeys.options('credentials'),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await call(access.listCredentials, { query: { ...FIRST, sortBy: 'label' }, signal })).data.map(
        (credential) => ({
          value: String(credential.id),
          label: `${credential.label} · ${credential.holder.name}`,
        }),
      ),
  });

export const useUserChoices = (companyId: number | null) =>
  useQuery({
    queryKey: accessKeys.options(`users-${companyId}`),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await call(companies.listUsers, { params: { id: companyId ?? 0 }, query: FIRST, signal })).data.map(
        (user) => ({ value: String(user.id), label: `${user.firstName} ${user.lastName} (${user.email})` }),
      ),
    enabled: companyId !== null,
  });
