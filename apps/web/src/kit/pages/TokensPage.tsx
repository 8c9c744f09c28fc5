import { DEFAULT_PAGE_SIZE, devices } from '@atrium/contracts';
import { Anchor, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../modules/companies/components/format.ts';
import { PageHeader } from '../../modules/companies/components/PageHeader.tsx';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../ui/TableFilters/index.ts';
import { fetchTokens } from '../api/devices.ts';
import { type KitApp, tableKeyOf } from '../app.ts';
import { TokenStateBadge } from '../components/DeviceBadges.tsx';
import { useKitApp } from '../KitAppContext.tsx';

type Token = devices.DeviceTokenRow;

const dateOr = (t: TFunction, value: string | null) => (value ? formatDate(value) : t('common.none'));

function tokenColumns(t: TFunction, app: KitApp): DataTableColumn<Token>[] {
  return [
    { id: 'id', header: t('columns.token') },
    {
      id: 'device',
      header: t('columns.device'),
      sortable: false,
      accessor: (row) => row.device?.serial ?? '',
      cell: (row) =>
        row.device ? (
          <Anchor component={Link} to={app.devicePage(row.device)} size="sm" ff="monospace">
            {row.device.serial}
          </Anchor>
        ) : (
          t('tokens.unassigned')
        ),
    },
    {
      id: 'state',
      header: t('columns.tokenState'),
      sortable: false,
      accessor: (row) => t(`tokenStates.${row.state}`),
      cell: (row) => <TokenStateBadge state={row.state} />,
    },
    {
      id: 'validityMonths',
      header: t('columns.validity'),
      sortable: false,
      accessor: (row) => t('tokens.months', { count: row.validityMonths }),
    },
    { id: 'activationAt', header: t('columns.activationAt'), accessor: (row) => dateOr(t, row.activationAt) },
    { id: 'expirationAt', header: t('columns.expirationAt'), accessor: (row) => dateOr(t, row.expirationAt) },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      accessor: (row) => formatDate(row.createdAt),
      hidden: true,
    },
  ];
}

/** <app>/devices/tokens: the tokens of the customer, with their state and dates (R14, R15). */
export function TokensPage() {
  const { t } = useTranslation('kit');
  const app = useKitApp();
  const columns = useMemo(() => tokenColumns(t, app), [t, app]);
  const fetchPage = useMemo(() => fetchTokens(app), [app]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'state',
        label: t('columns.tokenState'),
        multiple: false,
        optionValue: 'value',
        options: devices.TOKEN_STATES.map((value) => ({ value, label: t(`tokenStates.${value}`) })),
      },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('tokens.title')} description={t('tokens.description')} />
      <DataTable<Token>
        label={t('tokens.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={app.keys.tokens()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        tableKey={tableKeyOf(app, 'devices', 'tokens')}
        searchPlaceholder={t('tokens.search')}
        filters={filters}
        view="rows"
        exportFileName="device-tokens"
      />
    </Stack>
  );
}
