import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type * as police from '@atrium/contracts/defcon/police';
import { Anchor, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { DEFCON_KEYS } from '../../access.ts';
import { defconKeys } from '../../api/keys.ts';
import { fetchStations } from '../../api/police.ts';
import { DEFCON_PATHS } from '../../paths.ts';

type Station = police.PoliceStation;

function stationColumns(t: TFunction): DataTableColumn<Station>[] {
  return [
    {
      id: 'name',
      header: t('police.columns.name'),
      cell: (row) => (
        <Anchor component={Link} to={DEFCON_PATHS.localStation(row.id)} size="sm" fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    { id: 'email', header: t('police.columns.email'), sortable: false },
    { id: 'hq', header: t('police.columns.hq'), sortable: false, accessor: (row) => row.hq.name },
    {
      id: 'localities',
      header: t('police.columns.localities'),
      sortable: false,
      accessor: (row) => row.localities.map((item) => item.name).join(', ') || '—',
    },
    { id: 'openAlarms', header: t('police.columns.openAlarms'), sortable: false },
  ];
}

const allStations = fetchStations();

/** /defcon/polices/local-police-list: the local police stations. */
export function LocalStationsPage() {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const navigate = useNavigate();
  const columns = useMemo(() => stationColumns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader title={t('police.stationsTitle')} description={t('police.stationsDescription')} />
      <DataTable<Station>
        label={t('police.stationsTitle')}
        columns={columns}
        fetchPage={allStations}
        queryKey={[...defconKeys.police(), 'station-list']}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('police.search')}
        onView={(row) => void navigate(DEFCON_PATHS.localStation(row.id))}
        onEdit={
          can(DEFCON_KEYS.police.update)
            ? (row) => void navigate(DEFCON_PATHS.editLocalStation(row.hq.id, row.id))
            : undefined
        }
        view="rows"
      />
    </Stack>
  );
}
