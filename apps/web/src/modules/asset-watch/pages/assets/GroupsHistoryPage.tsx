import { type assetwatch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableKeyOf } from '../../../../kit/app.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { fetchGroupHistory } from '../../api/catalogue.ts';
import { awKeys } from '../../api/keys.ts';
import { ASSET_WATCH } from '../../kitApp.ts';

type Entry = assetwatch.GroupHistoryEntry;

/** /asset-watch/assets-management/groups-history: assets joining and leaving groups (the last day), newest first. */
export function GroupsHistoryPage() {
  const { t } = useTranslation('asset-watch');
  const columns = useMemo(
    (): DataTableColumn<Entry>[] => [
      { id: 'at', header: t('fields.at'), accessor: (row) => formatDateTime(row.at), csv: (row) => row.at },
      {
        id: 'event',
        header: t('fields.event'),
        sortable: false,
        accessor: (row) => t(`groupsHistory.${row.event}`),
        cell: (row) => (
          <Badge color={row.event === 'joined' ? 'teal.9' : 'gray.7'}>
            {t(`groupsHistory.${row.event}`)}
          </Badge>
        ),
      },
      { id: 'asset', header: t('fields.asset'), sortable: false, accessor: (row) => row.asset.name },
      { id: 'group', header: t('fields.group'), sortable: false, accessor: (row) => row.group.name },
      { id: 'by', header: t('fields.by'), sortable: false, accessor: (row) => row.by?.name ?? '' },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('groupsHistory.title')} description={t('groupsHistory.description')} />
      <DataTable<Entry>
        label={t('groupsHistory.title')}
        columns={columns}
        fetchPage={fetchGroupHistory}
        queryKey={awKeys.groupHistory()}
        tableKey={tableKeyOf(ASSET_WATCH, 'assets', 'groupsHistory')}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey={false}
        view="rows"
        exportFileName="asset-watch-groups-history"
      />
    </Stack>
  );
}
