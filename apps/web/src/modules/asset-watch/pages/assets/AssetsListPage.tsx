import { type assetwatch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { tableKeyOf } from '../../../../kit/app.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { AW_KEYS } from '../../access.ts';
import { fetchAssets, useDeleteAsset } from '../../api/assets.ts';
import { awKeys } from '../../api/keys.ts';
import { AssetModal } from '../../components/AssetModal.tsx';
import { placeText, STATE_COLOURS } from '../../components/format.ts';
import { ASSET_WATCH } from '../../kitApp.ts';
import { AW_PATHS } from '../../paths.ts';

type Asset = assetwatch.AwAsset;
const STATES = ['indoor', 'outdoor', 'unseen'] as const;

const columns = (t: TFunction): DataTableColumn<Asset>[] => [
  {
    id: 'name',
    header: t('fields.name'),
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        {row.name}
        {row.locked && <IconLock size={14} aria-label={t('lock.locked')} />}
      </Group>
    ),
    accessor: (row) => row.name,
  },
  { id: 'serial', header: t('fields.serial'), sortable: false, accessor: (row) => row.serial ?? '' },
  { id: 'type', header: t('fields.type'), sortable: false, accessor: (row) => row.type?.name ?? '' },
  { id: 'group', header: t('fields.group'), sortable: false, accessor: (row) => row.group?.name ?? '' },
  { id: 'tag', header: t('fields.tag'), sortable: false, accessor: (row) => row.device?.serial ?? '' },
  {
    id: 'state',
    header: t('fields.state'),
    sortable: false,
    accessor: (row) => t(`state.${row.state}`),
    cell: (row) => (
      <Badge color={STATE_COLOURS[row.state]} variant="filled">
        {t(`state.${row.state}`)}
      </Badge>
    ),
  },
  { id: 'place', header: t('fields.place'), sortable: false, accessor: (row) => placeText(t, row.position) },
  {
    id: 'seenAt',
    header: t('fields.seenAt'),
    accessor: (row) => (row.position ? formatDateTime(row.position.at) : ''),
    csv: (row) => row.position?.at ?? '',
  },
  { id: 'battery', header: t('fields.battery'), sortable: false, accessor: (row) => row.battery ?? '' },
];

/** /asset-watch/assets-management/assets-list: the company's assets with their tag, state and place. */
export function AssetsListPage() {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ asset?: Asset } | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const remove = useDeleteAsset();
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) => fetchAssets(query, signal, { state: state ?? undefined }),
    [state],
  );
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assets.title')}
        description={t('assets.description')}
        actions={
          can(AW_KEYS.assets.create) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t('assets.add')}
            </Button>
          )
        }
      />
      <DataTable<Asset>
        label={t('assets.title')}
        columns={cols}
        fetchPage={fetchPage}
        queryKey={[...awKeys.assets(), 'list', state]}
        tableKey={tableKeyOf(ASSET_WATCH, 'assets', 'list')}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('assets.search')}
        rowLabel={(row) => row.name}
        onView={(row) => navigate(AW_PATHS.assetDetails(row.id))}
        onEdit={can(AW_KEYS.assets.update) ? (row) => setEditing({ asset: row }) : undefined}
        onDelete={can(AW_KEYS.assets.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('assets.deleteQuestion', { name: row.name })}
        highlightRowId={highlight}
        view="rows"
        exportFileName="asset-watch-assets"
        toolbar={
          <Select
            aria-label={t('fields.state')}
            placeholder={t('fields.state')}
            data={STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
            value={state}
            onChange={setState}
            clearable
            w={160}
          />
        }
      />
      {editing && (
        <AssetModal
          asset={editing.asset}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setHighlight(saved.id)}
        />
      )}
    </Stack>
  );
}
