import { DEFAULT_PAGE_SIZE, type sparking } from '@atrium/contracts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { SP_KEYS } from '../../access.ts';
import { spKeys } from '../../api/keys.ts';
import { fetchLocations } from '../../api/locations.ts';
import { SP_PATHS } from '../../paths.ts';

type Location = sparking.Location;

const occupancy = (row: Location) =>
  row.capacity === 0 ? null : Math.round((row.counts.occupied / row.capacity) * 100);

function columns(t: TFunction): DataTableColumn<Location>[] {
  const count = (state: sparking.SpotState): DataTableColumn<Location> => ({
    id: state,
    header: t(`states.${state}`),
    sortable: false,
    accessor: (row) => row.counts[state],
  });
  return [
    {
      id: 'name',
      header: t('columns.location'),
      accessor: (row) => row.name,
      cell: (row) => (
        <Anchor component={Link} to={SP_PATHS.locationDetails(row.id)} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    { id: 'address', header: t('columns.address'), sortable: false },
    { id: 'capacity', header: t('columns.capacity'), sortable: false },
    count('free'),
    count('occupied'),
    count('closed'),
    count('unknown'),
    {
      id: 'occupancy',
      header: t('columns.occupancy'),
      sortable: false,
      accessor: (row) => occupancy(row) ?? '',
      cell: (row) => <Text size="sm">{occupancy(row) === null ? '—' : `${occupancy(row)} %`}</Text>,
    },
  ];
}

/** /smart-parking/locations/list: the company's parking locations with their spots per state; a row opens it. */
export function LocationsListPage() {
  const { t } = useTranslation('smart-parking');
  const navigate = useNavigate();
  const can = useCan();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('locations.title')}
        description={t('locations.description')}
        actions={
          can(SP_KEYS.locations.create) && (
            <Group>
              <Button component={Link} to={SP_PATHS.locationAdd} leftSection={<IconPlus size={16} />}>
                {t('locations.add')}
              </Button>
            </Group>
          )
        }
      />
      <DataTable<Location>
        label={t('locations.title')}
        columns={cols}
        fetchPage={fetchLocations}
        queryKey={spKeys.locations()}
        tableKey="smartparking_locations_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('locations.search')}
        rowLabel={(row) => row.name}
        onView={(row) => void navigate(SP_PATHS.locationDetails(row.id))}
        view="rows"
        exportFileName="smart-parking-locations"
      />
    </Stack>
  );
}
