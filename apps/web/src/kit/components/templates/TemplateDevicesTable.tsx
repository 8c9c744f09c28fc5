import type { alarms, devices } from '@atrium/contracts';
import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { fetchTemplateDevices } from '../../api/templates.ts';
import type { KitApp } from '../../app.ts';
import { useKitApp } from '../../KitAppContext.tsx';
import { DeviceStateBadge } from '../DeviceBadges.tsx';

const deviceColumns = (t: TFunction, app: KitApp): DataTableColumn<devices.Device>[] => [
  {
    id: 'serial',
    header: t('columns.serial'),
    accessor: (row) => row.serial,
    cell: (row) => (
      <Anchor component={Link} to={app.devicePage(row)} size="sm" ff="monospace">
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
  const { t } = useTranslation('kit');
  const app = useKitApp();
  const columns = useMemo(() => deviceColumns(t, app), [t, app]);
  const fetchPage = useMemo(() => fetchTemplateDevices(app, template), [app, template]);
  return (
    <DataTable<devices.Device>
      label={t('templates.devices')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={app.keys.templateDevices(template.id)}
      defaultPageSize={10}
      searchPlaceholder={t('templates.searchDevices')}
      rowLabel={(row) => row.serial}
      view="rows"
      maxHeight={420}
    />
  );
}
