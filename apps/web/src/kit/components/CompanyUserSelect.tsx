import { companies } from '@atrium/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { getSelectedCompany } from '../../lib/company.ts';
import { getSessionUser } from '../../lib/session.ts';
import { useCan } from '../access.ts';

/** The company whose users the picker offers: the one chosen in the header, else the caller's own. */
const pickerCompanyId = (): number =>
  getSelectedCompany()?.id ?? getSessionUser()?.personalInfo.companyId ?? 0;

export interface CompanyUserSelectProps {
  /** The user's id as text, '' for none. */
  value: string;
  /** The linked user's email, shown while the options do not hold it. */
  current?: string | null;
  onChange: (value: string) => void;
  error?: string;
  /** The module's own words: what the user is to the record, and the empty and not-found texts. */
  label: string;
  description?: string;
  placeholder: string;
  nothingFound: string;
  loading: string;
}

/**
 * A user of the company (the header's, else the caller's), searched by name: who signs in as a resident, a
 * driver... Shown only to whoever may list the company's users; the server checks the company again.
 */
export function CompanyUserSelect({ value, current, onChange, error, ...words }: CompanyUserSelectProps) {
  const can = useCan();
  const allowed = can(['p_company_users_view']);
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const companyId = pickerCompanyId();
  const users = useQuery({
    queryKey: ['company-user-select', companyId, text],
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
      label={words.label}
      description={words.description}
      placeholder={words.placeholder}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={setSearch}
      searchable
      clearable
      error={error}
      nothingFoundMessage={users.isFetching ? words.loading : words.nothingFound}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
