import { DEFAULT_PAGE_SIZE, type facmgmt } from '@atrium/contracts';
import { Anchor, Badge, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { fetchBuildings } from '../../api/buildings.ts';
import { fbKeys } from '../../api/keys.ts';
import { FB_PATHS } from '../../paths.ts';

type Building = facmgmt.Building;

function buildingColumns(t: TFunction): DataTableColumn<Building>[] {
  return [
    {
      id: 'name',
      header: t('columns.building'),
      accessor: (row) => row.name,
      cell: (row) => (
        <Anchor component={Link} to={FB_PATHS.buildingDetails(row.id)} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    { id: 'type', header: t('buildings.type'), sortable: false },
    { id: 'address', header: t('buildings.address'), sortable: false, hidden: true },
    {
      id: 'timeZone',
      header: t('buildings.timeZone'),
      sortable: false,
      cell: (row) => <span dir="ltr">{row.timeZone}</span>,
    },
    { id: 'floors', header: t('buildings.floors'), sortable: false },
    { id: 'spaces', header: t('buildings.spaces'), sortable: false },
    { id: 'bookableSpaces', header: t('buildings.bookableSpaces'), sortable: false },
    {
      id: 'configured',
      header: t('buildings.settings'),
      sortable: false,
      accessor: (row) => (row.configured ? t('buildings.configured') : t('buildings.defaults')),
      cell: (row) => (
        <Badge color={row.configured ? 'green' : 'gray'} variant="light">
          {row.configured ? t('buildings.configured') : t('buildings.defaults')}
        </Badge>
      ),
    },
  ];
}

/**
 * /facility-booking/building/list: the company's buildings (its places structures) with their booking
 * settings and how many of their spaces can be booked; a row opens the building.
 */
export function BuildingsListPage() {
  const { t } = useTranslation('facility-booking');
  const navigate = useNavigate();
  const columns = useMemo(() => buildingColumns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader title={t('buildings.title')} description={t('buildings.description')} />
      <DataTable<Building>
        label={t('buildings.title')}
        columns={columns}
        fetchPage={fetchBuildings}
        queryKey={fbKeys.buildings()}
        tableKey="facilitybooking_buildings_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('buildings.search')}
        rowLabel={(row) => row.name}
        onView={(row) => void navigate(FB_PATHS.buildingDetails(row.id))}
        view="rows"
        exportFileName="facility-booking-buildings"
      />
    </Stack>
  );
}
