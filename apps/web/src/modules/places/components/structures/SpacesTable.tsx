import type { places } from '@atrium/contracts';
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SpacesTableProps {
  spaces: places.Space[];
  onEdit?: (space: places.Space) => void;
  onDelete?: (space: places.Space) => void;
}

/** The spaces of one floor. */
export function SpacesTable({ spaces, onEdit, onDelete }: SpacesTableProps) {
  const { t } = useTranslation('places');
  if (spaces.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('spaces.none')}
      </Text>
    );
  }
  return (
    <Table striped withTableBorder verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('spaces.name')}</Table.Th>
          <Table.Th>{t('spaces.type')}</Table.Th>
          <Table.Th>{t('spaces.area')}</Table.Th>
          {(onEdit || onDelete) && <Table.Th w={90}>{t('common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {spaces.map((space) => (
          <Table.Tr key={space.id}>
            <Table.Td>{space.name}</Table.Td>
            <Table.Td>{t(`spaceTypes.${space.type}`)}</Table.Td>
            <Table.Td>{space.areaSqm === null ? '—' : t('spaces.sqm', { value: space.areaSqm })}</Table.Td>
            {(onEdit || onDelete) && (
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {onEdit && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('spaces.editOf', { name: space.name })}
                      onClick={() => onEdit(space)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  )}
                  {onDelete && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('spaces.deleteOf', { name: space.name })}
                      onClick={() => onDelete(space)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
