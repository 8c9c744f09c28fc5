import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useDriverOptions } from '../../api/drivers.ts';
import { useTrackerOptions } from '../../api/trackers.ts';
import { useVehicleGroupOptions } from '../../api/vehicles.ts';

interface PickerProps {
  label: string;
  placeholder: string;
  /** The id as text, '' for none. */
  value: string;
  /** The current choice's name, shown while the options do not hold it. */
  current?: string | null;
  onChange: (value: string) => void;
  error?: string;
}

type Option = { value: string; label: string };

/** Keeps the chosen option listed even when the first page of options does not hold it. */
function withCurrent(options: Option[], value: string, current?: string | null): Option[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [{ value, label: current ?? `#${value}` }, ...options];
}

function SearchSelect({
  options,
  onSearch,
  loading,
  ...props
}: PickerProps & { options: Option[]; onSearch?: (search: string) => void; loading: boolean }) {
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={withCurrent(options, props.value, props.current)}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      onSearchChange={onSearch}
      searchable
      clearable
      nothingFoundMessage={loading ? '…' : undefined}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A tracker of app fleet (serial and name), searched on the server. */
export function TrackerPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const trackers = useTrackerOptions(debounced.length >= 2 ? debounced : '');
  const options = (trackers.data ?? []).map((device) => ({
    value: String(device.id),
    label: device.name && device.name !== device.serial ? `${device.serial} · ${device.name}` : device.serial,
  }));
  return <SearchSelect {...props} options={options} onSearch={setSearch} loading={trackers.isFetching} />;
}

export function DriverPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const drivers = useDriverOptions(debounced.length >= 2 ? debounced : '');
  const options = (drivers.data ?? []).map((driver) => ({ value: String(driver.id), label: driver.name }));
  return <SearchSelect {...props} options={options} onSearch={setSearch} loading={drivers.isFetching} />;
}

export function GroupPicker(props: PickerProps) {
  const groups = useVehicleGroupOptions();
  const options = (groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }));
  return <SearchSelect {...props} options={options} loading={groups.isFetching} />;
}
