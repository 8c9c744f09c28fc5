import type { places } from '@atrium/contracts';
import { ActionIcon, Badge, Select, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftMarker, MarkerState } from './markers.ts';

const STATE_COLORS: Record<MarkerState, string> = { saved: 'gray', moved: 'orange', new: 'teal' };
const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

interface MarkerListProps {
  markers: DraftMarker[];
  spaces: places.Space[];
  stateOf: (marker: DraftMarker) => MarkerState;
  onSpaceChange: (deviceId: string, spaceId: number | null) => void;
  onRemove: (deviceId: string) => void;
  /** Without the update permission: no space change, no removal. */
  readOnly?: boolean;
}

/** The devices on the plan: the space each is in, where, and whether it is saved. */
export function MarkerList({ markers, spaces, stateOf, onSpaceChange, onRemove, readOnly }: MarkerListProps) {
  const { t } = useTranslation('places');
  if (markers.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="markers-empty">
        {t('layout.noMarkers')}
      </Text>
    );
  }
  const spaceOptions = spaces.map((space) => ({ value: String(space.id), label: space.name }));
  return (
    <Table withTableBorder verticalSpacing={6} data-testid="marker-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('layout.device')}</Table.Th>
          <Table.Th>{t('layout.space')}</Table.Th>
          <Table.Th>{t('layout.position')}</Table.Th>
          <Table.Th>{t('layout.status')}</Table.Th>
          <Table.Th w={50} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {markers.map((marker) => {
          const state = stateOf(marker);
          return (
            <Table.Tr key={marker.deviceId} data-device={marker.deviceId}>
              <Table.Td dir="ltr" fw={500}>
                {marker.deviceId}
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={t('layout.spaceOf', { device: marker.deviceId })}
                  placeholder={t('layout.noSpace')}
                  data={spaceOptions}
                  value={marker.spaceId === null ? null : String(marker.spaceId)}
                  onChange={(value) => onSpaceChange(marker.deviceId, value ? Number(value) : null)}
                  clearable
                  disabled={readOnly}
                />
              </Table.Td>
              <Table.Td dir="ltr">
                {percent(marker.x)}, {percent(marker.y)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATE_COLORS[state]}>
                  {t(`layout.state.${state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('layout.removeOf', { device: marker.deviceId })}
                    onClick={() => onRemove(marker.deviceId)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
