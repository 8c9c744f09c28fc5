import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSensorOptions } from '../api/locations.ts';

interface SensorPickerProps {
  label: string;
  placeholder: string;
  /** The id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** What the current value is called, when it is not among the options found. */
  currentLabel?: string;
}

/** A parking sensor of the company (serial and name), searched on the server. */
export function SensorPicker({ label, placeholder, value, onChange, currentLabel }: SensorPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useSensorOptions(debounced.length >= 2 ? debounced : '');
  const options = (found.data ?? []).map((device) => ({
    value: String(device.id),
    label: device.name && device.name !== device.serial ? `${device.serial} · ${device.name}` : device.serial,
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: currentLabel ?? `#${value}` });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={setSearch}
      searchable
      clearable
      nothingFoundMessage={found.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
