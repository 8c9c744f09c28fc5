import { companies } from '@atrium/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { call } from '../../../../lib/api.ts';
import { neuronKeys } from '../../api/keys.ts';
import { pickerCompanyId } from '../../api/params.ts';

interface UserSelectProps {
  /** The user's id as text, '' for none. */
  value: string;
  /** The linked user's email, shown while the options do not hold it. */
  current?: string | null;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The platform user a resident is (their `profile/me`): a user of the company, searched by name. Shown only
 * to whoever may list the company's users.
 */
export function UserSelect({ value, current, onChange, error }: UserSelectProps) {
  const { t } = useTranslation('neuron');
  const can = useCan();
  const allowed = can(['p_company_users_view']);
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const companyId = pickerCompanyId();
  const users = useQuery({
    queryKey: [...neuronKeys.residents(), 'users', companyId, text],
    enabled: allowed && companyId > 0,
    queryFn: async ({ signal }) =>
      (
        await call(companies.listUsers, {
          params: { id: companyId },
          query: { limit: '20', offset: '0', ...(text ? { nameFilter: text } : {}) } as never,
          signal,
        })
      ).data.map((user) => ({
        value: String(user.id),
        label: `${user.firstName} ${user.lastName} (${user.email})`,
      })),
  });
  if (!allowed) return null;
  const options = users.data ?? [];
  const data =
    value && !options.some((option) => option.value === value)
      ? [{ value, label: current ?? `#${value}` }, ...options]
      : options;
  return (
    <Select
      label={t('residents.user')}
      description={t('residents.userHint')}
      placeholder={t('residents.noUser')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={setSearch}
      searchable
      clearable
      error={error}
      nothingFoundMessage={users.isFetching ? t('common.loading') : t('residents.noUsers')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
