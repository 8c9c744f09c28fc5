import { DEFAULT_PAGE_SIZE, fleet } from '@atrium/contracts';
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, useTableState } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { useCan } from '../../../companies/access.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { FLEET_KEYS } from '../../access.ts';
import {
  fetchJobCards,
  jobKeys,
  searchDrivers,
  searchVehicles,
  useDeleteJobCard,
  useLiveJobCards,
} from '../../api/dispatch.ts';
import { FLEET_PATHS } from '../../paths.ts';
import { JobStateBadge } from './JobStateBadge.tsx';

type Row = fleet.JobCard;
const when = (at: string | null) => (at ? formatDateTime(at) : '—');

const jobColumns = (t: TFunction): DataTableColumn<Row>[] => [
  {
    id: 'title',
    header: t('dispatch.jobs.fields.title'),
    cell: (row) => (
      <Anchor component={Link} to={FLEET_PATHS.job(row.id)} size="sm" fw={500}>
        {row.title}
      </Anchor>
    ),
  },
  {
    id: 'state',
    header: t('dispatch.jobs.fields.state'),
    accessor: (row) => t(`dispatch.jobs.states.${row.state}`),
    cell: (row) => <JobStateBadge state={row.state} />,
  },
  {
    id: 'vehicle',
    header: t('dispatch.jobs.fields.vehicle'),
    sortable: false,
    accessor: (row) => (row.vehicle ? `${row.vehicle.name} · ${row.vehicle.plate}` : ''),
    cell: (row) =>
      row.vehicle ? (
        `${row.vehicle.name} · ${row.vehicle.plate}`
      ) : (
        <Text size="sm" c="dimmed">
          {t('dispatch.jobs.noVehicle')}
        </Text>
      ),
  },
  {
    id: 'driver',
    header: t('dispatch.jobs.fields.driver'),
    sortable: false,
    accessor: (row) => row.driver?.name ?? '',
  },
  {
    id: 'route',
    header: t('dispatch.jobs.fields.route'),
    sortable: false,
    accessor: (row) => row.route?.name ?? '',
  },
  {
    id: 'plannedStart',
    header: t('dispatch.jobs.fields.plannedStart'),
    accessor: (row) => when(row.plannedStart),
    csv: (row) => row.plannedStart ?? '',
  },
  {
    id: 'updatedAt',
    header: t('dispatch.common.updatedAt'),
    accessor: (row) => when(row.updatedAt),
    csv: (row) => row.updatedAt,
  },
];

const jobFilters = (t: TFunction): FilterDefinition[] => [
  {
    type: 'select',
    key: 'state',
    label: t('dispatch.jobs.fields.state'),
    multiple: false,
    optionValue: 'value',
    options: fleet.JOB_STATES.map((value) => ({ value, label: t(`dispatch.jobs.states.${value}`) })),
  },
  {
    type: 'select',
    key: 'vehicleId',
    label: t('dispatch.jobs.fields.vehicle'),
    multiple: false,
    optionValue: 'id',
    optionLabel: 'name',
    search: searchVehicles,
  },
  {
    type: 'select',
    key: 'driverId',
    label: t('dispatch.jobs.fields.driver'),
    multiple: false,
    optionValue: 'id',
    optionLabel: 'name',
    search: searchDrivers,
  },
];

/** GET /fleet/job-card: paging, sort, title search, filters by state, vehicle and driver; live changes reload it. */
export function JobsTable({ onEdit }: { onEdit?: (row: Row) => void }) {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteJobCard();
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    tableKey: 'fleet_jobCards_list',
    view: 'rows',
  });
  const columns = useMemo(() => jobColumns(t), [t]);
  const filters = useMemo(() => jobFilters(t), [t]);
  useLiveJobCards();
  return (
    <DataTable<Row>
      label={t('dispatch.jobs.listTitle')}
      columns={columns}
      fetchPage={fetchJobCards}
      queryKey={jobKeys.lists()}
      state={state}
      view="rows"
      searchKey="name"
      searchPlaceholder={t('dispatch.jobs.search')}
      rowLabel={(row) => row.title}
      onView={(row) => void navigate(FLEET_PATHS.job(row.id))}
      onEdit={can(FLEET_KEYS.jobCards.update) ? onEdit : undefined}
      onDelete={can(FLEET_KEYS.jobCards.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('dispatch.jobs.deleteQuestion', { name: row.title })}
      filters={filters}
      // Spec §8: a vehicle's filter with nothing in it is a vehicle without jobs.
      emptyVariant={state.filter.vehicleId ? 'job' : 'data'}
      exportFileName="job-cards"
    />
  );
}
