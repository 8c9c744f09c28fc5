import { MultiSelect } from '@mantine/core';
import { useStructureOptions } from '../../../places/components/assets/useStructureOptions.ts';
import { pickerCompanyId } from '../../api/params.ts';

interface StructuresSelectProps {
  label: string;
  value: string[];
  /** Names of the chosen structures, shown while the options do not hold them. */
  current?: readonly { id: number; name: string }[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The company's structures (first 100 by name, and what a typed search finds), several chosen. */
export function StructuresSelect({ label, value, current = [], onChange, error }: StructuresSelectProps) {
  const structures = useStructureOptions(pickerCompanyId());
  const known = new Set(structures.data.map((option) => option.value));
  const data = [
    ...current
      .filter((item) => !known.has(String(item.id)))
      .map((item) => ({ value: String(item.id), label: item.name })),
    ...structures.data,
  ];
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={structures.search}
      onSearchChange={structures.setSearch}
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
