import type { apps } from '@atrium/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchAppDevices } from '../api/devices.ts';

interface AppDevicePickerProps {
  /** Whose devices are offered: the company's devices of this app. */
  app: apps.AppKey;
  label: string;
  placeholder?: string;
  /** The id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown on the field when the search fails. */
  failed?: string;
  /** The chosen device, named among the choices even when the search does not find it. */
  current?: { id: number; serial: string; name?: string | null } | null;
}

const labelOf = (device: { serial: string; name?: string | null }) =>
  device.name && device.name !== device.serial ? `${device.serial} · ${device.name}` : device.serial;

/** A device of one application (serial and name), searched on the server from two characters on. */
export function AppDevicePicker({
  app,
  label,
  placeholder,
  value,
  onChange,
  error,
  failed,
  current,
}: AppDevicePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const term = debounced.length >= 2 ? debounced : '';
  const found = useQuery({
    queryKey: ['kit', 'device-options', app, term],
    queryFn: ({ signal }) => searchAppDevices(app, term, signal),
  });
  const options = (found.data ?? []).map((device) => ({ value: String(device.id), label: labelOf(device) }));
  if (current && !options.some((option) => option.value === String(current.id)))
    options.unshift({ value: String(current.id), label: labelOf(current) });
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
      error={error ?? (found.isError ? failed : undefined)}
      searchable
      clearable
      nothingFoundMessage={found.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
