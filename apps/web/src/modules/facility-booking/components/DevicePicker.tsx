import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useDeviceOptions } from '../api/devices.ts';

interface DevicePickerProps {
  label: string;
  placeholder: string;
  /** The id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** A device of app facility_booking (serial and name), searched on the server. */
export function DevicePicker({ label, placeholder, value, onChange }: DevicePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useDeviceOptions(debounced.length >= 2 ? debounced : '');
  const options = (found.data ?? []).map((device) => ({
    value: String(device.id),
    label: device.name && device.name !== device.serial ? `${device.serial} · ${device.name}` : device.serial,
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: `#${value}` });
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
