import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStructureOptions } from '../../places/components/assets/useStructureOptions.ts';

interface StructureSelectProps {
  companyId: number;
  /** The id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The location's structure, named before the options arrive. */
  current?: { id: number; name: string } | null;
}

/** The places structure a car park belongs to (a building's car park), one of the company's; optional. */
export function StructureSelect({ companyId, value, onChange, error, current }: StructureSelectProps) {
  const { t } = useTranslation('smart-parking');
  const options = useStructureOptions(companyId);
  const data =
    current && !options.data.some((option) => option.value === String(current.id))
      ? [{ value: String(current.id), label: current.name }, ...options.data]
      : options.data;
  return (
    <Select
      label={t('form.structure')}
      description={t('form.structureHint')}
      placeholder={t('form.noStructure')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={options.search}
      onSearchChange={options.setSearch}
      error={error}
      nothingFoundMessage={options.loading ? '…' : t('form.noStructureFound')}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
