import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchAppDevices } from '../../../kit/api/devices.ts';

interface TagPickerProps {
  label: string;
  placeholder?: string;
  /** The id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown among the choices even when the search does not find it (the asset's own tag). */
  current?: { id: number; serial: string; name: string } | null;
}

/** A tag (device of app asset: serial and name), searched on the server. */
export function TagPicker({ label, placeholder, value, onChange, error, current }: TagPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const term = debounced.length >= 2 ? debounced : '';
  const found = useQuery({
    queryKey: ['asset-watch', 'tag-options', term],
    queryFn: ({ signal }) => searchAppDevices('asset', term, signal),
  });
  const options = (found.data ?? []).map((d) => ({ value: String(d.id), label: `${d.serial} · ${d.name}` }));
  if (current && !options.some((o) => o.value === String(current.id)))
    options.unshift({ value: String(current.id), label: `${current.serial} · ${current.name}` });
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: `#${value}` });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={setSearch}
      error={error}
      searchable
      clearable
      nothingFoundMessage={found.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
