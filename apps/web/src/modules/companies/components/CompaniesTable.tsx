import { auth, type companies, companyNameSearch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Anchor, Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { listCompanies } from '../../../lib/companies.ts';
import {
  DataTable,
  type DataTableColumn,
  type TableQuery,
  useTableState,
} from '../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../ui/TableFilters/index.ts';
import { useCan } from '../access.ts';
import { companiesKeys, fetchCompanies } from '../api.ts';
import { companyEditPath, companyProfilePath } from '../paths.ts';
import { ContractBadge } from './ContractBadge.tsx';
import { contractStatusLabelOf } from './contract.ts';
import { formatDate } from './format.ts';

type Company = companies.Company;

export function companyColumns(t: TFunction): DataTableColumn<Company>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (row) => (
        <Anchor component={Link} to={companyProfilePath(row.id)} size="sm" fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    { id: 'type', header: t('columns.type'), accessor: (row) => t(`companyTypes.${row.type}`) },
    {
      id: 'email',
      header: t('columns.email'),
      sortable: false,
      cell: (row) => <span dir="ltr">{row.email}</span>,
    },
    {
      id: 'contractStatus',
      header: t('columns.contractStatus'),
      sortable: false,
      accessor: (row) => t(`contract.${contractStatusLabelOf(row.contractStatus)}`),
      cell: (row) => <ContractBadge status={row.contractStatus} />,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      accessor: (row) => formatDate(row.createdAt),
      csv: (row) => row.createdAt,
    },
  ];
}

/** The list's filters: the company type, and the company that manages them (GET /company, 10 a page). */
export function companyFilters(t: TFunction): FilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'type',
      label: t('list.typeFilter'),
      multiple: false,
      optionValue: 'value',
      options: auth.COMPANY_TYPES.map((value) => ({ value, label: t(`companyTypes.${value}`) })),
    },
    {
      type: 'select',
      key: 'customerId',
      label: t('list.managedBy'),
      multiple: false,
      optionValue: 'id',
      optionLabel: 'name',
      search: async ({ search, skip, limit }, signal) => {
        const page = await listCompanies({ nameFilter: search, skip, limit }, signal);
        return { items: page.data, total: page.totalRecords };
      },
    },
  ];
}

interface CompaniesTableProps {
  /** `customers`: only the companies the caller's company manages (onlyRelated=true), no switch. */
  mode: 'all' | 'customers';
}

/**
 * Companies over GET /company: server paging and sort (name, type, created), the search box as
 * `nameFilter` (sent from 2 characters, R72), the type and "managed by" filters and the "only related" switch.
 */
export function CompaniesTable({ mode }: CompaniesTableProps) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const can = useCan();
  const initialFilter = useMemo(() => (mode === 'customers' ? { onlyRelated: 'true' } : {}), [mode]);
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    initialFilter,
    tableKey: mode === 'customers' ? 'core_customers_list' : 'core_companies_list',
  });
  const columns = useMemo(() => companyColumns(t), [t]);
  const filters = useMemo(() => companyFilters(t), [t]);
  const queryKey = useMemo(() => [...companiesKeys.lists(), mode], [mode]);

  const fetchPage = useCallback((query: TableQuery, signal?: AbortSignal) => {
    const { nameFilter, ...filter } = query.filter;
    const name = companyNameSearch(typeof nameFilter === 'string' ? nameFilter : undefined);
    return fetchCompanies({ ...query, filter: name ? { ...filter, nameFilter: name } : filter }, signal);
  }, []);

  const onlyRelated = state.filter.onlyRelated === 'true';

  return (
    <DataTable<Company>
      label={mode === 'customers' ? t('list.customersTitle') : t('list.title')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={queryKey}
      state={state}
      searchKey="nameFilter"
      searchPlaceholder={t('list.search')}
      rowLabel={(row) => row.name}
      onView={(row) => void navigate(companyProfilePath(row.id))}
      onEdit={can(['p_company_update']) ? (row) => void navigate(companyEditPath(row.id)) : undefined}
      exportFileName={mode === 'customers' ? 'customers' : 'companies'}
      filters={filters}
      toolbar={
        mode === 'all' && (
          <Switch
            label={t('list.onlyRelated')}
            checked={onlyRelated}
            onChange={(event) =>
              state.setFilter({
                ...state.filter,
                onlyRelated: event.currentTarget.checked ? 'true' : null,
              })
            }
          />
        )
      }
    />
  );
}
