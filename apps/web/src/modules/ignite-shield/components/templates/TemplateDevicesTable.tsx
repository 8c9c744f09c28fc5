import type { alarms, devices } from '@atrium/contracts';
import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { swamKeys } from '../../api/keys.ts';
import { fetchTemplateDevices } from '../../api/templates.ts';
import { devicePageOf } from '../../paths.ts';
import { DeviceStateBadge } from '../DeviceBadges.tsx';

const deviceColumns = (t: TFunction): DataTableColumn<devices.Device>[] => [
  {
    id: 'serial',
    header: t('columns.serial'),
    accessor: (row) => row.serial,
    cell: (row) => (
      <Anchor component={Link} to={devicePageOf(row)} size="sm" ff="monospace">
        {row.serial}
      </Anchor>
    ),
  },
  { id: 'name', header: t('columns.name') },
  {
    id: 'solution',
    header: t('columns.solution'),
    sortable: false,
    accessor: (row) => row.solution?.name ?? '',
  },
  {
    id: 'state',
    header: t('columns.state'),
    sortable: false,
    cell: (row) => <DeviceStateBadge device={row} />,
  },
];

/** The devices a template watches: its company's devices of its solution, or all of them. */
export function TemplateDevicesTable({ template }: { template: alarms.Template }) {
  const { t } = useTranslation('ignite-shield');
  const columns = useMemo(() => deviceColumns(t), [t]);
  const fetchPage = useMemo(() => fetchTemplateDevices(template), [template]);
  return (
    <DataTable<devices.Device>
      label={t('templates.devices')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={swamKeys.templateDevices(template.id)}
      defaultPageSize={10}
      searchPlaceholder={t('templates.searchDevices')}
      rowLabel={(row) => row.serial}
      view="rows"
      maxHeight={420}
    />
  );
}
