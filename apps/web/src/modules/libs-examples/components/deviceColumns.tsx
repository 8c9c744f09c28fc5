import { Badge, Group, Progress, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../ui/DataTable/index.ts';
import type { ExampleDevice } from '../data.ts';

const STATUS_COLORS: Record<ExampleDevice['status'], string> = {
  online: 'teal',
  offline: 'gray',
  maintenance: 'orange',
};

/** The example table's columns; headers and values translated with the module's namespace. */
export function deviceColumns(t: TFunction): DataTableColumn<ExampleDevice>[] {
  return [
    { id: 'name', header: t('columns.name') },
    {
      id: 'serial',
      header: t('columns.serial'),
      cell: (row) => (
        <Text ff="monospace" size="sm">
          {row.serial}
        </Text>
      ),
    },
    {
      id: 'type',
      header: t('columns.type'),
      accessor: (row) => t(`types.${row.type}`),
    },
    {
      id: 'status',
      header: t('columns.status'),
      accessor: (row) => t(`statuses.${row.status}`),
      cell: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
          {t(`statuses.${row.status}`)}
        </Badge>
      ),
    },
    { id: 'city', header: t('columns.city') },
    {
      id: 'battery',
      header: t('columns.battery'),
      csv: (row) => row.battery,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Progress value={row.battery} w={60} size="sm" color={row.battery <= 20 ? 'red' : 'teal'} />
          <Text size="sm">{row.battery}%</Text>
        </Group>
      ),
    },
    {
      id: 'lastSeen',
      header: t('columns.lastSeen'),
      accessor: (row) => dayjs(row.lastSeen).format('DD/MM/YYYY HH:mm'),
      csv: (row) => row.lastSeen,
    },
  ];
}
