import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type * as police from '@atrium/contracts/defcon/police';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { DEFCON_KEYS } from '../../access.ts';
import { defconKeys } from '../../api/keys.ts';
import { fetchHeadQuarters } from '../../api/police.ts';
import { DEFCON_PATHS } from '../../paths.ts';

type Hq = police.PoliceHq;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ') || '—';

function hqColumns(t: TFunction, canCreate: boolean): DataTableColumn<Hq>[] {
  return [
    { id: 'name', header: t('police.columns.name') },
    { id: 'email', header: t('police.columns.email'), sortable: false },
    {
      id: 'localities',
      header: t('police.columns.localities'),
      sortable: false,
      accessor: (row) => names(row.localities),
    },
    {
      id: 'stations',
      header: t('police.columns.stations'),
      sortable: false,
      accessor: (row) => names(row.stations),
      cell: (row) => (
        <Stack gap={2}>
          <span>{names(row.stations)}</span>
          {canCreate && (
            <Anchor component={Link} to={DEFCON_PATHS.createLocalStation(row.id)} size="xs">
              {t('police.createStation')}
            </Anchor>
          )}
        </Stack>
      ),
    },
    { id: 'createdAt', header: t('police.columns.createdAt'), accessor: (row) => formatDate(row.createdAt) },
  ];
}

/** /defcon/polices/head-quarter-list: police headquarters with their localities and local stations. */
export function HeadQuartersPage() {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const navigate = useNavigate();
  const canCreate = can(DEFCON_KEYS.police.create);
  const columns = useMemo(() => hqColumns(t, canCreate), [t, canCreate]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('police.hqTitle')}
        description={t('police.hqDescription')}
        actions={
          canCreate && (
            <Button component={Link} to={DEFCON_PATHS.createHeadQuarter} leftSection={<IconPlus size={16} />}>
              {t('police.createHq')}
            </Button>
          )
        }
      />
      <DataTable<Hq>
        label={t('police.hqTitle')}
        columns={columns}
        fetchPage={fetchHeadQuarters}
        queryKey={[...defconKeys.police(), 'hq-list']}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('police.search')}
        onEdit={
          can(DEFCON_KEYS.police.update)
            ? (row) => void navigate(DEFCON_PATHS.editHeadQuarter(row.id))
            : undefined
        }
        view="rows"
      />
    </Stack>
  );
}
