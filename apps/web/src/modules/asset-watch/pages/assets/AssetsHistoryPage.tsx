import { type assetwatch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Anchor, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableKeyOf } from '../../../../kit/app.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { fetchMovements } from '../../api/assets.ts';
import { awKeys } from '../../api/keys.ts';
import { placeText } from '../../components/format.ts';
import { ASSET_WATCH } from '../../kitApp.ts';
import { AW_PATHS } from '../../paths.ts';

type Movement = assetwatch.Movement;

/** /asset-watch/assets-management/assets-history: where the company's assets went (the last day), newest first. */
export function AssetsHistoryPage() {
  const { t } = useTranslation('asset-watch');
  const columns = useMemo(
    (): DataTableColumn<Movement>[] => [
      { id: 'at', header: t('fields.at'), accessor: (row) => formatDateTime(row.at), csv: (row) => row.at },
      {
        id: 'asset',
        header: t('fields.asset'),
        sortable: false,
        accessor: (row) => row.asset.name,
        cell: (row) => (
          <Anchor component={Link} to={AW_PATHS.assetMap(row.asset.id)}>
            {row.asset.name}
          </Anchor>
        ),
      },
      { id: 'place', header: t('fields.place'), sortable: false, accessor: (row) => placeText(t, row) },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('assetsHistory.title')} description={t('assetsHistory.description')} />
      <DataTable<Movement>
        label={t('assetsHistory.title')}
        columns={columns}
        fetchPage={fetchMovements}
        queryKey={awKeys.movements()}
        tableKey={tableKeyOf(ASSET_WATCH, 'assets', 'history')}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey={false}
        view="rows"
        exportFileName="asset-watch-assets-history"
      />
    </Stack>
  );
}
