import { DEFAULT_PAGE_SIZE, devices } from '@atrium/contracts';
import { Anchor, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../ui/TableFilters/index.ts';
import { formatDate } from '../../companies/components/format.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { fetchTokens } from '../api/devices.ts';
import { swamKeys } from '../api/keys.ts';
import { TokenStateBadge } from '../components/DeviceBadges.tsx';
import { devicePath } from '../paths.ts';

type Token = devices.DeviceTokenRow;

const dateOr = (t: TFunction, value: string | null) => (value ? formatDate(value) : t('common.none'));

function tokenColumns(t: TFunction): DataTableColumn<Token>[] {
  return [
    { id: 'id', header: t('columns.token') },
    {
      id: 'device',
      header: t('columns.device'),
      sortable: false,
      accessor: (row) => row.device?.serial ?? '',
      cell: (row) =>
        row.device ? (
          <Anchor component={Link} to={devicePath(null, row.device.id)} size="sm" ff="monospace">
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

/** /ignite-shield/devices/tokens: the tokens of the customer, with their state and dates (R14, R15). */
export function TokensPage() {
  const { t } = useTranslation('ignite-shield');
  const columns = useMemo(() => tokenColumns(t), [t]);
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
        fetchPage={fetchTokens}
        queryKey={swamKeys.tokens()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        tableKey="swam_devices_tokens"
        searchPlaceholder={t('tokens.search')}
        filters={filters}
        view="rows"
        exportFileName="device-tokens"
      />
    </Stack>
  );
}
