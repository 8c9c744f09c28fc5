import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoices } from '../../api/dispatch.ts';

interface ChoiceSelectProps {
  kind: 'vehicles' | 'drivers' | 'routes';
  label: string;
  value: { id: number; name: string } | null;
  onChange: (value: { id: number; name: string } | null) => void;
  error?: string;
}

/** A searchable picker of the company's vehicles, drivers or routes (the first 100 that match). */
export function ChoiceSelect({ kind, label, value, onChange, error }: ChoiceSelectProps) {
  const { t } = useTranslation('fleet');
  const [search, setSearch] = useState('');
  const choices = useChoices(kind, search === value?.name ? '' : search);
  const items = choices.data?.items ?? [];
  const data = [...(value && !items.some((item) => item.id === value.id) ? [value] : []), ...items].map(
    (item) => ({ value: String(item.id), label: item.name }),
  );
  return (
    <Select
      label={label}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const item = data.find((option) => option.value === id);
        onChange(item ? { id: Number(item.value), name: item.label } : null);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={
        choices.isPending ? t('dispatch.common.loading') : t('dispatch.common.nothingFound')
      }
      error={error ?? (choices.isError ? t('dispatch.common.choicesFailed') : undefined)}
    />
  );
}
