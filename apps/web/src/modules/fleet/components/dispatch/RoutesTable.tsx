import { DEFAULT_PAGE_SIZE, type fleet } from '@atrium/contracts';
import { Anchor, ColorSwatch, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { useCan } from '../../../companies/access.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { FLEET_KEYS } from '../../access.ts';
import { dispatchKeys, fetchRoutes, useDeleteRoute } from '../../api/dispatch.ts';
import { FLEET_PATHS } from '../../paths.ts';

type Row = fleet.RouteSummary;

const km = (meters: number) => (meters / 1000).toFixed(1);

const routeColumns = (t: TFunction): DataTableColumn<Row>[] => [
  {
    id: 'name',
    header: t('dispatch.routes.name'),
    cell: (row) => (
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={row.color} size={14} />
        <Anchor component={Link} to={FLEET_PATHS.routeUpdate(row.id)} size="sm" fw={500}>
          {row.name}
        </Anchor>
      </Group>
    ),
  },
  { id: 'stopCount', header: t('dispatch.routes.stopCount'), sortable: false },
  {
    id: 'distance',
    header: t('dispatch.routes.distance'),
    sortable: false,
    accessor: (row) => t('dispatch.common.km', { value: km(row.distanceMeters) }),
    csv: (row) => km(row.distanceMeters),
  },
  { id: 'description', header: t('dispatch.routes.description'), sortable: false },
  {
    id: 'updatedAt',
    header: t('dispatch.common.updatedAt'),
    accessor: (row) => formatDateTime(row.updatedAt),
    csv: (row) => row.updatedAt,
  },
];

/** GET /fleet/route: paging, sort, search by name; edit and delete as allowed (a route in use is a 409). */
export function RoutesTable() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteRoute();
  const columns = useMemo(() => routeColumns(t), [t]);
  return (
    <DataTable<Row>
      label={t('dispatch.routes.title')}
      columns={columns}
      fetchPage={fetchRoutes}
      queryKey={dispatchKeys.routes()}
      tableKey="fleet_routes_list"
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('dispatch.routes.search')}
      rowLabel={(row) => row.name}
      onEdit={
        can(FLEET_KEYS.routes.update) ? (row) => void navigate(FLEET_PATHS.routeUpdate(row.id)) : undefined
      }
      onDelete={can(FLEET_KEYS.routes.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('dispatch.routes.deleteQuestion', { name: row.name })}
      exportFileName="fleet-routes"
    />
  );
}
