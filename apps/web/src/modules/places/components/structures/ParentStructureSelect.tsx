import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStructure, useStructureSearch } from '../../api/structures.ts';

interface ParentStructureSelectProps {
  companyId: number;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The structure being edited: it cannot sit inside itself. */
  excludeId?: number;
  error?: string;
}

/** The structure a structure sits in (optional), searched on the server as the user types. */
export function ParentStructureSelect({
  companyId,
  value,
  onChange,
  excludeId,
  error,
}: ParentStructureSelectProps) {
  const { t } = useTranslation('places');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 250);
  const found = useStructureSearch(text.trim().length >= 2 ? text.trim() : '');
  const current = useStructure(companyId, value ? Number(value) : 0);

  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (current.data) options.set(String(current.data.id), current.data.name);
    for (const item of found.data ?? []) {
      if (item.id !== excludeId) options.set(String(item.id), item.name);
    }
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [found.data, current.data, excludeId]);

  return (
    <Select
      label={t('form.parent')}
      description={t('form.parentHint')}
      placeholder={t('form.parentPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('common.nothingFound')}
      error={error}
    />
  );
}
