import { type assetwatch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableKeyOf } from '../../../../kit/app.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { fetchFacilities } from '../../api/dashboard.ts';
import { awKeys } from '../../api/keys.ts';
import { ASSET_WATCH } from '../../kitApp.ts';

type Facility = assetwatch.Facility;

/** /asset-watch/facilities/list: the company's structures with their floors, indoor zones and assets. */
export function FacilitiesListPage() {
  const { t } = useTranslation('asset-watch');
  const columns = useMemo(
    (): DataTableColumn<Facility>[] => [
      { id: 'name', header: t('fields.name') },
      { id: 'type', header: t('fields.type'), sortable: false },
      { id: 'address', header: t('facilities.address'), sortable: false },
      { id: 'floors', header: t('facilities.floors'), sortable: false },
      { id: 'zones', header: t('facilities.zones'), sortable: false },
      { id: 'assets', header: t('fields.assets'), sortable: false },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('facilities.title')} description={t('facilities.description')} />
      <DataTable<Facility>
        label={t('facilities.title')}
        columns={columns}
        fetchPage={fetchFacilities}
        queryKey={awKeys.facilities()}
        tableKey={tableKeyOf(ASSET_WATCH, 'facilities', 'list')}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('common.searchName')}
        view="rows"
        exportFileName="asset-watch-facilities"
      />
    </Stack>
  );
}
