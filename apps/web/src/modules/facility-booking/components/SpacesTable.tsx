import type { facmgmt } from '@atrium/contracts';
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SpacesTableProps {
  spaces: readonly facmgmt.Space[];
  label: string;
  /** Shown when the user may change spaces. */
  onEdit?: (space: facmgmt.Space) => void;
  /** A space to mark (chosen on the plan). */
  selected?: number | null;
}

/** The spaces of a floor or a group: bookable or not, capacity, features, opening hours, booking lengths. */
export function SpacesTable({ spaces, label, onEdit, selected }: SpacesTableProps) {
  const { t } = useTranslation('facility-booking');
  if (spaces.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('space.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.space')}</Table.Th>
            <Table.Th>{t('space.bookable')}</Table.Th>
            <Table.Th>{t('columns.capacity')}</Table.Th>
            <Table.Th>{t('columns.features')}</Table.Th>
            <Table.Th>{t('space.hours')}</Table.Th>
            <Table.Th>{t('space.length')}</Table.Th>
            {onEdit && <Table.Th>{t('actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spaces.map((space) => (
            <Table.Tr
              key={space.id}
              data-testid={`space-${space.id}`}
              bg={selected === space.id ? 'var(--mantine-color-orange-light)' : undefined}
            >
              <Table.Td>{space.name}</Table.Td>
              <Table.Td>
                <Badge color={space.bookable ? 'green' : 'gray'} variant="light">
                  {space.bookable ? t('yes') : t('no')}
                </Badge>
              </Table.Td>
              <Table.Td>{space.capacity ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {space.features.length === 0
                    ? '—'
                    : space.features.map((feature) => (
                        <Badge key={feature} variant="outline" color="gray.8" size="sm">
                          {t(`features.${feature}`)}
                        </Badge>
                      ))}
                </Group>
              </Table.Td>
              <Table.Td>{space.openingHours ? t('space.ownHoursShort') : t('space.buildingHours')}</Table.Td>
              <Table.Td>{t('space.lengthRange', { min: space.minMinutes, max: space.maxMinutes })}</Table.Td>
              {onEdit && (
                <Table.Td>
                  <Tooltip label={t('space.editTitle', { name: space.name })}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('space.editTitle', { name: space.name })}
                      onClick={() => onEdit(space)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
