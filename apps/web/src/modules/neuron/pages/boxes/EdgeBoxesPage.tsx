import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type { EdgeBox } from '@atrium/contracts/anpr/boxes';
import { Anchor, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { fetchBoxes } from '../../api/boxes.ts';
import { neuronKeys } from '../../api/keys.ts';
import { ConnectivityBadge, DeviceStateBadge } from '../../components/badges.tsx';
import { when } from '../../components/format.ts';
import { NEURON_PATHS } from '../../paths.ts';

function boxColumns(t: TFunction): DataTableColumn<EdgeBox>[] {
  return [
    {
      id: 'gateName',
      header: t('boxes.gate'),
      cell: (row) => (
        <Anchor component={Link} to={NEURON_PATHS.boxDevices(row.id)} size="sm" fw={500} dir="auto">
          {row.gateName}
        </Anchor>
      ),
      accessor: (row) => row.gateName,
    },
    { id: 'serial', header: t('boxes.serial') },
    {
      id: 'structure',
      header: t('boxes.structure'),
      sortable: false,
      accessor: (row) => row.structure?.name ?? t('common.none'),
    },
    {
      id: 'state',
      header: t('boxes.state'),
      sortable: false,
      accessor: (row) => row.state,
      cell: (row) => <DeviceStateBadge state={row.state} />,
    },
    {
      id: 'connectivity',
      header: t('boxes.connectivity'),
      sortable: false,
      accessor: (row) => row.connectivity,
      cell: (row) => <ConnectivityBadge connectivity={row.connectivity} />,
    },
    { id: 'lastSeenAt', header: t('boxes.lastSeen'), accessor: (row) => when(row.lastSeenAt) },
    { id: 'cameras', header: t('boxes.cameras'), sortable: false },
    { id: 'barriers', header: t('boxes.barriers'), sortable: false },
  ];
}

/** /neuron/boxes/edge-boxes: the gates' edge boxes with their state and linked camera and barrier counts. */
export function EdgeBoxesPage() {
  const { t } = useTranslation('neuron');
  const columns = useMemo(() => boxColumns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader title={t('boxes.title')} description={t('boxes.description')} />
      <DataTable<EdgeBox>
        label={t('boxes.title')}
        columns={columns}
        fetchPage={fetchBoxes}
        queryKey={neuronKeys.boxList()}
        tableKey="neuron_boxes_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('boxes.search')}
        rowLabel={(row) => row.gateName}
        view="rows"
        exportFileName="neuron-edge-boxes"
      />
    </Stack>
  );
}
