import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { tableKeyOf } from '../../../../kit/app.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { AW_KEYS } from '../../access.ts';
import {
  type CatalogueKind,
  type CatalogueRow,
  fetchCatalogue,
  useDeleteCatalogue,
} from '../../api/catalogue.ts';
import { awKeys } from '../../api/keys.ts';
import { CatalogueModal } from '../../components/CatalogueModal.tsx';
import { ASSET_WATCH } from '../../kitApp.ts';

/**
 * /asset-watch/assets-management/assets-type-list and /assets-groups: the company's asset types or groups
 * with how many assets each holds (the same list, each with its keys).
 */
export function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const [editing, setEditing] = useState<{ row?: CatalogueRow } | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const remove = useDeleteCatalogue(kind);
  const keys = kind === 'types' ? AW_KEYS.types : AW_KEYS.assets;
  const columns = useMemo(
    (): DataTableColumn<CatalogueRow>[] => [
      { id: 'name', header: t('fields.name') },
      { id: 'description', header: t('fields.description'), sortable: false },
      { id: 'assets', header: t('fields.assets'), sortable: false },
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        accessor: (row) => formatDate(row.createdAt),
        csv: (row) => row.createdAt,
      },
    ],
    [t],
  );
  const fetchPage = useMemo(() => fetchCatalogue(kind), [kind]);
  const canWrite =
    kind === 'types' ? AW_KEYS.types : { create: keys.update, update: keys.update, delete: keys.update };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        actions={
          can(canWrite.create) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t(`${kind}.add`)}
            </Button>
          )
        }
      />
      <DataTable<CatalogueRow>
        label={t(`${kind}.title`)}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={kind === 'types' ? awKeys.types() : awKeys.groups()}
        tableKey={tableKeyOf(ASSET_WATCH, 'assets', kind)}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('common.searchName')}
        rowLabel={(row) => row.name}
        onEdit={can(canWrite.update) ? (row) => setEditing({ row }) : undefined}
        onDelete={can(canWrite.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('common.deleteQuestion', { name: row.name })}
        highlightRowId={highlight}
        view="rows"
        exportFileName={`asset-watch-${kind}`}
      />
      {editing && (
        <CatalogueModal
          kind={kind}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setHighlight(saved.id)}
        />
      )}
    </Stack>
  );
}
