import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_PAGE_SIZE, listCompanies } from '../../../../lib/companies.ts';

interface CustomerSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * R133: FMC, AMC, Operator and Authority companies own no structures; they create one for a customer they
 * serve, chosen here (the server refuses any other).
 */
export function CustomerSelect({ value, onChange, error }: CustomerSelectProps) {
  const { t } = useTranslation('places');
  const [search, setSearch] = useState('');
  const [nameFilter] = useDebouncedValue(search.trim(), 250);
  const companies = useQuery({
    queryKey: ['places', 'customers', nameFilter],
    queryFn: ({ signal }) => listCompanies({ nameFilter, limit: COMPANY_PAGE_SIZE, skip: 0 }, signal),
  });
  return (
    <Select
      label={t('form.customer')}
      description={t('form.customerHint')}
      placeholder={t('form.customerPlaceholder')}
      data={(companies.data?.data ?? []).map((company) => ({
        value: String(company.id),
        label: company.name,
      }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={companies.isFetching ? t('common.loading') : t('common.nothingFound')}
      error={error ?? (companies.isError ? t('form.customersFailed') : undefined)}
      withAsterisk
    />
  );
}
