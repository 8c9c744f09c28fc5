import { DEFAULT_PAGE_SIZE, places } from '@atrium/contracts';
import { Anchor, Badge, Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, useTableState } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { useCan } from '../../access.ts';
import { placesKeys } from '../../api/keys.ts';
import { fetchStructures, useDeleteStructure } from '../../api/structures.ts';
import type { StructurePaths } from '../../paths.ts';

type Structure = places.Structure;

function structureColumns(t: TFunction, paths: StructurePaths): DataTableColumn<Structure>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (row) => (
        <Anchor component={Link} to={paths.details(row.id)} size="sm" fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    {
      id: 'type',
      header: t('columns.type'),
      accessor: (row) => t(`structureTypes.${row.type}`),
      cell: (row) => <Badge variant="light">{t(`structureTypes.${row.type}`)}</Badge>,
    },
    { id: 'address', header: t('columns.address'), sortable: false },
    { id: 'floorsCount', header: t('columns.floors'), sortable: false },
    { id: 'spacesCount', header: t('columns.spaces'), sortable: false },
    { id: 'innerStructuresCount', header: t('columns.innerStructures'), sortable: false, hidden: true },
    { id: 'companyName', header: t('columns.company'), sortable: false, hidden: true },
    {
      id: 'layout',
      header: t('columns.layout'),
      sortable: false,
      accessor: () => '',
      csv: () => '',
      cell: (row) => (
        <Anchor component={Link} to={paths.layout(row.id)} size="sm">
          {t('layout.open')}
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

const typeFilter = (t: TFunction): FilterDefinition => ({
  type: 'select',
  key: 'type',
  label: t('columns.type'),
  multiple: false,
  optionValue: 'value',
  options: places.STRUCTURE_TYPES.map((value) => ({ value, label: t(`structureTypes.${value}`) })),
});

interface StructuresTableProps {
  companyId: number;
  paths: StructurePaths;
  /** `inner`: only structures that sit inside another one. */
  variant?: 'all' | 'inner';
  /** A62: where the filter is kept (app_module_table). */
  tableKey: string;
}

/** A company's structures over GET /company/:id/structure: paging, sort, search by name, type filter. */
export function StructuresTable({ companyId, paths, variant = 'all', tableKey }: StructuresTableProps) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const can = useCan();
  const remove = useDeleteStructure(companyId);
  const inner = variant === 'inner';
  const state = useTableState({ defaultPageSize: DEFAULT_PAGE_SIZE, tableKey });
  const columns = useMemo(() => structureColumns(t, paths), [t, paths]);
  const filters = useMemo(() => [typeFilter(t)], [t]);
  const queryKey = useMemo(() => [...placesKeys.structureLists(companyId), variant], [companyId, variant]);
  const topLevel = state.filter.topLevel === 'true';
  const fetchPage = useMemo(() => fetchStructures(companyId, {}, inner), [companyId, inner]);

  return (
    <DataTable<Structure>
      label={inner ? t('structures.innerTitle') : t('structures.title')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={queryKey}
      state={state}
      searchPlaceholder={t('structures.search')}
      rowLabel={(row) => row.name}
      onView={(row) => void navigate(paths.details(row.id))}
      onEdit={can(['p_structure_update']) ? (row) => void navigate(paths.edit(row.id)) : undefined}
      onDelete={can(['p_structure_delete']) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('structures.deleteQuestion', { name: row.name })}
      exportFileName={inner ? 'inner-structures' : 'structures'}
      filters={filters}
      toolbar={
        !inner && (
          <Switch
            label={t('structures.topLevelOnly')}
            checked={topLevel}
            onChange={(event) =>
              state.setFilter({ ...state.filter, topLevel: event.currentTarget.checked ? 'true' : null })
            }
          />
        )
      }
    />
  );
}
