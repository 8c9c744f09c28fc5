import type { fleet } from '@atrium/contracts';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/errors.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { fleetKeys } from '../../api/keys.ts';
import { fetchVehicles, useSaveVehicle } from '../../api/vehicles.ts';

/**
 * Which vehicle a driver drives: the chosen vehicle gets the driver (the server takes them off any other);
 * clearing it takes the driver off their vehicle.
 */
export function AssignVehicleModal({ driver, onClose }: { driver: fleet.Driver; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const queryClient = useQueryClient();
  const save = useSaveVehicle();
  const [vehicleId, setVehicleId] = useState(driver.vehicle ? String(driver.vehicle.id) : '');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const term = debounced.length >= 2 ? debounced : '';
  const vehicles = useQuery({
    queryKey: [...fleetKeys.vehicleList(), 'options', term],
    queryFn: ({ signal }) =>
      fetchVehicles(
        {
          limit: 50,
          offset: 0,
          total: true,
          sortBy: 'name',
          sortType: 'asc',
          filter: term ? { name: term } : {},
        },
        signal,
      ),
  });
  const options = (vehicles.data?.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: `${vehicle.name} · ${vehicle.plate}`,
  }));
  if (driver.vehicle && !options.some((option) => option.value === String(driver.vehicle?.id)))
    options.unshift({
      value: String(driver.vehicle.id),
      label: `${driver.vehicle.name} · ${driver.vehicle.plate}`,
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = driver.vehicle?.id ?? null;
    const next = vehicleId ? Number(vehicleId) : null;
    if (next === current) return onClose();
    if (current !== null) await save.mutateAsync({ id: current, body: { driverId: null } });
    if (next !== null) await save.mutateAsync({ id: next, body: { driverId: driver.id } });
    void queryClient.invalidateQueries({ queryKey: fleetKeys.drivers() });
    onClose();
  };
  return (
    <FormModal
      title={t('drivers.assignTitle', { name: driver.name })}
      onClose={onClose}
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      saving={save.isPending}
      error={save.error}
      shown={['driverId']}
    >
      <Text size="sm" c="dimmed">
        {t('drivers.assignHint')}
      </Text>
      <Select
        label={t('drivers.vehicle')}
        placeholder={t('drivers.noVehicle')}
        data={options}
        value={vehicleId || null}
        onChange={(value) => setVehicleId(value ?? '')}
        onSearchChange={setSearch}
        searchable
        clearable
        error={save.error ? describeError(t, save.error) : undefined}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
    </FormModal>
  );
}
