import { DEFAULT_PAGE_SIZE, type places } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { useCan } from '../../access.ts';
import { fetchAreas, useAreaMutations } from '../../api/assets.ts';
import { placesKeys } from '../../api/keys.ts';
import { AreaModal } from './AreaModal.tsx';

const areaColumns = (t: TFunction): DataTableColumn<places.Area>[] => [
  { id: 'name', header: t('columns.name') },
  { id: 'description', header: t('form.description'), sortable: false },
  {
    id: 'structures',
    header: t('areas.structures'),
    sortable: false,
    accessor: (row) => row.structureIds.length,
  },
  {
    id: 'createdAt',
    header: t('columns.createdAt'),
    accessor: (row) => formatDate(row.createdAt),
    csv: (row) => row.createdAt,
  },
];

/** GET /company/:id/area: named groups of the company's structures. */
export function AreasTable({ companyId }: { companyId: number }) {
  const { t } = useTranslation('places');
  const can = useCan();
  const { remove } = useAreaMutations(companyId);
  const [editing, setEditing] = useState<places.Area | 'new' | null>(null);
  const columns = useMemo(() => areaColumns(t), [t]);
  const fetchPage = useMemo(() => fetchAreas(companyId), [companyId]);
  const queryKey = useMemo(() => placesKeys.areas(companyId), [companyId]);
  return (
    <>
      <DataTable<places.Area>
        label={t('areas.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        tableKey="core_areas_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('areas.search')}
        rowLabel={(row) => row.name}
        onEdit={can(['p_area_update']) ? (row) => setEditing(row) : undefined}
        onDelete={can(['p_area_delete']) ? (row) => remove(row.id) : undefined}
        exportFileName="areas"
        toolbar={
          can(['p_area_create']) && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              {t('areas.create')}
            </Button>
          )
        }
      />
      {editing && (
        <AreaModal
          companyId={companyId}
          area={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
