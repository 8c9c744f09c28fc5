import { DEFAULT_PAGE_SIZE, type places } from '@atrium/contracts';
import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { useCan } from '../../access.ts';
import { fetchAssets, useAssetMutations } from '../../api/assets.ts';
import { placesKeys } from '../../api/keys.ts';
import type { StructurePaths } from '../../paths.ts';
import { AssetModal } from './AssetModal.tsx';

function assetColumns(t: TFunction, paths: StructurePaths): DataTableColumn<places.Asset>[] {
  return [
    { id: 'name', header: t('columns.name') },
    { id: 'type', header: t('columns.type') },
    { id: 'serial', header: t('assets.serial'), sortable: false, accessor: (row) => row.serial ?? '' },
    { id: 'deviceId', header: t('assets.device'), sortable: false, accessor: (row) => row.deviceId ?? '' },
    {
      id: 'structureId',
      header: t('assets.structure'),
      sortable: false,
      accessor: (row) => row.structureId ?? '',
      cell: (row) =>
        row.structureId === null ? (
          '—'
        ) : (
          <Anchor component={Link} to={paths.details(row.structureId)} size="sm">
            {t('assets.openStructure')}
          </Anchor>
        ),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      accessor: (row) => formatDate(row.createdAt),
      csv: (row) => row.createdAt,
    },
  ];
}

/** GET /company/:id/asset, with create, edit and delete by the asset permissions. */
export function AssetsTable({ companyId, paths }: { companyId: number; paths: StructurePaths }) {
  const { t } = useTranslation('places');
  const can = useCan();
  const { remove } = useAssetMutations(companyId);
  const [editing, setEditing] = useState<places.Asset | 'new' | null>(null);
  const columns = useMemo(() => assetColumns(t, paths), [t, paths]);
  const fetchPage = useMemo(() => fetchAssets(companyId), [companyId]);
  const queryKey = useMemo(() => placesKeys.assets(companyId), [companyId]);
  return (
    <>
      <DataTable<places.Asset>
        label={t('assets.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        tableKey="core_assets_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('assets.search')}
        rowLabel={(row) => row.name}
        onEdit={can(['p_asset_update']) ? (row) => setEditing(row) : undefined}
        onDelete={can(['p_asset_delete']) ? (row) => remove(row.id) : undefined}
        exportFileName="assets"
        toolbar={
          can(['p_asset_create']) && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              {t('assets.create')}
            </Button>
          )
        }
      />
      {editing && (
        <AssetModal
          companyId={companyId}
          asset={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
