import { DEFAULT_PAGE_SIZE, market } from '@atrium/contracts';
import { Badge, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermissions, useAccessContext } from '../../../../lib/permissions.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { fetchPackages, packageKeys } from '../../api/packages.ts';
import { CreatePackagesModal } from '../../components/packages/CreatePackagesModal.tsx';
import { PACKAGES_PATHS } from '../../paths.ts';

type Package = market.MarketPackage;
const dateOr = (value: string | null) => (value ? formatDate(value) : '—');

function packageColumns(t: TFunction): DataTableColumn<Package>[] {
  return [
    { id: 'code', header: t('packages.code'), cell: (row) => <code>{row.code}</code> },
    { id: 'app', header: t('packages.app'), sortable: false, accessor: (row) => t(`apps.${row.app}`) },
    { id: 'model', header: t('packages.model'), sortable: false, accessor: (row) => row.model.name },
    {
      id: 'status',
      header: t('orders.columns.status'),
      accessor: (row) => t(`packages.statuses.${row.status}`),
      cell: (row) => (
        <Badge variant="light" color={row.status === 'available' ? 'green' : 'gray'}>
          {t(`packages.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'merchant',
      header: t('packages.merchant'),
      sortable: false,
      accessor: (row) => row.merchant?.name ?? t('packages.platform'),
    },
    { id: 'owner', header: t('packages.owner'), sortable: false, accessor: (row) => row.owner?.name ?? '—' },
    { id: 'createdAt', header: t('packages.createdAt'), accessor: (row) => formatDate(row.createdAt) },
    { id: 'deployedAt', header: t('packages.deployedAt'), accessor: (row) => dateOr(row.deployedAt) },
    {
      id: 'validUntil',
      header: t('packages.validUntil'),
      sortable: false,
      accessor: (row) => dateOr(row.validUntil),
    },
  ];
}

function packageFilters(t: TFunction): FilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'side',
      label: t('packages.side'),
      multiple: false,
      optionValue: 'value',
      options: (['created', 'owned'] as const).map((value) => ({
        value,
        label: t(`packages.sides.${value}`),
      })),
    },
    {
      type: 'select',
      key: 'status',
      label: t('orders.columns.status'),
      multiple: false,
      optionValue: 'value',
      options: market.PACKAGE_STATUSES.map((value) => ({ value, label: t(`packages.statuses.${value}`) })),
    },
    {
      type: 'select',
      key: 'app',
      label: t('packages.app'),
      multiple: false,
      optionValue: 'value',
      options: market.MARKET_APPS.map((value) => ({ value, label: t(`apps.${value}`) })),
    },
  ];
}

/**
 * /core/packages/external-orders: the packages the company sells outside the platform (their codes, who
 * added them) and the ones it added; merchants create new codes here.
 */
export function ExternalOrdersPage() {
  const { t } = useTranslation('market');
  const access = useAccessContext();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => packageColumns(t), [t]);
  const filters = useMemo(() => packageFilters(t), [t]);
  const user = useSessionUser();
  const can = (key: string) => access.isAdmin || hasPermissions(access, [key]);
  // Only merchants sell packages: Integrators, and system admins for the platform.
  const isMerchant = access.isAdmin || user?.personalInfo.company?.type === 'Integrator';
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('packages.title')}
        description={t('packages.description')}
        actions={
          <>
            {can('p_package_deploy') && (
              <Button component={Link} to={PACKAGES_PATHS.add} variant="light">
                {t('packages.addTitle')}
              </Button>
            )}
            {isMerchant && can('p_package_create') && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t('packages.create')}
              </Button>
            )}
          </>
        }
      />
      <DataTable<Package>
        label={t('packages.title')}
        columns={columns}
        fetchPage={fetchPackages}
        queryKey={packageKeys.list()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        tableKey="core_packages_external"
        filters={filters}
        searchKey={false}
        view="rows"
        exportFileName="packages"
      />
      {creating && <CreatePackagesModal app={null} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
