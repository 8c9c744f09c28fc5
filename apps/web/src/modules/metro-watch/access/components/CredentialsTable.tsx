import { access, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { fetchCredentials } from '../api/credentials.ts';
import { accessKeys } from '../api/keys.ts';
import { StateBadge } from './AccessStateBadge.tsx';
import { CredentialActions } from './CredentialActions.tsx';

type Credential = access.Credential;

function columns(t: TFunction): DataTableColumn<Credential>[] {
  return [
    { id: 'label', header: t('access.credentials.label') },
    { id: 'kind', header: t('access.credentials.kind'), accessor: (row) => t(`access.kinds.${row.kind}`) },
    {
      id: 'holder',
      header: t('access.credentials.holder'),
      sortable: false,
      accessor: (row) => row.holder.name,
    },
    {
      id: 'codeHint',
      header: t('access.credentials.code'),
      sortable: false,
      accessor: (row) => (row.codeHint ? `…${row.codeHint}` : '••••'),
    },
    {
      id: 'state',
      header: t('access.columns.state'),
      accessor: (row) => t(`access.states.${row.state}`),
      cell: (row) => <StateBadge state={row.state} />,
    },
    { id: 'accessCount', header: t('access.credentials.accesses'), sortable: false },
    {
      id: 'createdAt',
      header: t('access.columns.createdAt'),
      accessor: (row) => formatDate(row.createdAt),
      hidden: true,
    },
    {
      id: 'actions',
      header: t('access.columns.actions'),
      sortable: false,
      csv: () => '',
      cell: (row) => <CredentialActions credential={row} />,
    },
  ];
}

/** The access tokens (cards, PINs, phone keys) with their state and actions. */
export function CredentialsTable() {
  const { t } = useTranslation('metro-watch');
  const tableColumns = useMemo(() => columns(t), [t]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'state',
        label: t('access.columns.state'),
        multiple: false,
        optionValue: 'value',
        options: access.CREDENTIAL_STATES.map((value) => ({ value, label: t(`access.states.${value}`) })),
      },
      {
        type: 'select',
        key: 'kind',
        label: t('access.credentials.kind'),
        multiple: false,
        optionValue: 'value',
        options: access.CREDENTIAL_KINDS.map((value) => ({ value, label: t(`access.kinds.${value}`) })),
      },
    ],
    [t],
  );
  return (
    <DataTable<Credential>
      label={t('access.credentials.title')}
      columns={tableColumns}
      fetchPage={fetchCredentials}
      queryKey={accessKeys.credentials()}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('access.credentials.search')}
      filters={filters}
      view="rows"
      exportFileName="access-tokens"
    />
  );
}
