import { fleet } from '@atrium/contracts';
import { Grid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import type { MapTiles } from '../../../../ui/Map/index.ts';
import { countByState, type LiveFleet } from '../../api/liveFleet.ts';
import { LiveMap } from './LiveMap.tsx';
import { SelectedVehicleCard } from './SelectedVehicleCard.tsx';
import { StateFilter } from './StateFilter.tsx';
import { VehicleList } from './VehicleList.tsx';
import type { VehicleCanvas } from './vehicleCanvas.ts';

type VehicleState = fleet.VehicleState;
const ALL_STATES: ReadonlySet<VehicleState> = new Set(fleet.VEHICLE_STATES);
const MAP_HEIGHT = 600;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const byName = (list: readonly fleet.LiveVehicle[]) =>
  [...list].sort((a, b) => collator.compare(a.name, b.name)).map((vehicle) => vehicle.id);

const matches = (vehicle: fleet.LiveVehicle, search: string) =>
  vehicle.name.toLowerCase().includes(search) || vehicle.plate.toLowerCase().includes(search);

interface LiveFleetViewProps {
  store: LiveFleet;
  /** The store's version: a new one after each applied batch. */
  version: number;
  /** The vehicles as loaded (their names order the list). */
  loaded: readonly fleet.LiveVehicle[];
  tiles?: MapTiles | null;
  onCanvas?: (canvas: VehicleCanvas) => void;
}

/**
 * The live map with its side panel: the legend (a filter by state, with counts), a search by name or plate,
 * the selected vehicle and the list to find one. What /fleet/vehicles/map-view shows once loaded, and what
 * the live-map bench renders.
 */
export function LiveFleetView({ store, version, loaded, tiles, onCanvas }: LiveFleetViewProps) {
  const { t } = useTranslation('fleet');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [states, setStates] = useState<ReadonlySet<VehicleState>>(ALL_STATES);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the store's array changes with `version`.
  const vehicles = useMemo(() => store.list(), [store, version]);
  const counts = useMemo(() => countByState(vehicles), [vehicles]);
  // Names do not move: the list's order is computed once per load, not at each batch of positions.
  const order = useMemo(() => byName(loaded), [loaded]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store's vehicles change with `version`.
  const listed = useMemo(
    () =>
      order
        .map((id) => store.get(id))
        .filter(
          (vehicle): vehicle is fleet.LiveVehicle =>
            !!vehicle && states.has(vehicle.state) && (!deferredSearch || matches(vehicle, deferredSearch)),
        ),
    [order, store, version, states, deferredSearch],
  );
  const selected = selectedId === null ? null : (store.get(selectedId) ?? null);
  const visibleStates = states.size === ALL_STATES.size ? null : states;
  const unplaced = useMemo(() => vehicles.filter((vehicle) => vehicle.lat === null).length, [vehicles]);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
        <Stack gap="xs">
          <LiveMap
            vehicles={vehicles}
            selected={selected}
            onSelect={setSelectedId}
            visibleStates={visibleStates}
            label={t('mapView.mapLabel')}
            height={MAP_HEIGHT}
            tiles={tiles}
            onCanvas={onCanvas}
          />
          {unplaced > 0 && (
            <Text size="sm" c="dimmed">
              {t('mapView.unplaced', { count: unplaced })}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
        <Stack gap="sm">
          <StateFilter counts={counts} value={states} onChange={setStates} />
          <TextInput
            label={t('live.find')}
            placeholder={t('live.findPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {selected && <SelectedVehicleCard vehicle={selected} onClose={() => setSelectedId(null)} />}
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('live.shown', { count: listed.length, total: vehicles.length })}
          </Text>
          {listed.length === 0 ? (
            <EmptyState compact title={t('live.noMatch')} />
          ) : (
            <VehicleList
              vehicles={listed}
              selectedId={selectedId}
              onSelect={setSelectedId}
              label={t('live.listLabel')}
              height={selected ? 260 : 420}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
