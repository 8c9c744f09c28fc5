import type { fleet } from '@atrium/contracts';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StateBadge } from './StateBadge.tsx';
import classes from './VehicleList.module.css';

type LiveVehicle = fleet.LiveVehicle;

const ROW_HEIGHT = 58;
/** Longer lists render only the rows in view. */
const VIRTUALIZE_ABOVE = 100;

interface VehicleListProps {
  vehicles: readonly LiveVehicle[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  label: string;
  height: number;
}

function VehicleRow({
  vehicle,
  selected,
  onSelect,
}: {
  vehicle: LiveVehicle;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('fleet');
  return (
    <UnstyledButton
      className={classes.row}
      onClick={onSelect}
      aria-pressed={selected}
      data-selected={selected || undefined}
      data-testid={`fleet-live-row-${vehicle.id}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate dir="auto">
            {vehicle.name}
          </Text>
          <Text size="xs" c="dimmed" truncate dir="auto">
            {vehicle.plate}
            {vehicle.speedKmh !== null && vehicle.state === 'moving'
              ? ` · ${t('live.speed', { speed: Math.round(vehicle.speedKmh) })}`
              : ''}
          </Text>
        </Stack>
        <StateBadge state={vehicle.state} />
      </Group>
    </UnstyledButton>
  );
}

/** The side list of the live map: a button per vehicle that selects it on the map (virtualised when long). */
export function VehicleList({ vehicles, selectedId, onSelect, label, height }: VehicleListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = vehicles.length > VIRTUALIZE_ABOVE;
  const virtualizer = useVirtualizer({
    count: vehicles.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    enabled: virtual,
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : vehicles.map((_, index) => ({ index, start: index * ROW_HEIGHT, key: index }));
  return (
    <div ref={scrollRef} className={classes.scroll} style={{ maxHeight: height }}>
      <ul
        className={classes.list}
        aria-label={label}
        style={{ height: virtual ? virtualizer.getTotalSize() : undefined }}
      >
        {items.map((item) => {
          const vehicle = vehicles[item.index] as LiveVehicle;
          return (
            <li
              key={vehicle.id}
              className={classes.item}
              style={
                virtual
                  ? { position: 'absolute', insetInline: 0, top: item.start, height: ROW_HEIGHT }
                  : undefined
              }
            >
              <VehicleRow
                vehicle={vehicle}
                selected={vehicle.id === selectedId}
                onSelect={() => onSelect(vehicle.id)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
