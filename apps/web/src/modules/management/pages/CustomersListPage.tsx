import { auth, type companies, companyNameSearch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Button, Select, Stack } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { DataTable, type TableQuery } from '../../../ui/DataTable/index.ts';
import { fetchCompanies } from '../../companies/api.ts';
import { companyColumns } from '../../companies/components/CompaniesTable.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { CUSTOMER_CREATE_PATH, customerPath, customersPath } from '../paths.ts';

const ALL = 'all';
const isType = (value: string): value is auth.CompanyType =>
  (auth.COMPANY_TYPES as readonly string[]).includes(value);

/**
 * /management/customers/list/:type: the companies the integrator manages (GET /company?customerId=own), all
 * or one type, with the search box and paging of the companies list; a row opens the customer's page.
 */
export function CustomersListPage() {
  const { t } = useTranslation('management');
  const { t: tc } = useTranslation('companies');
  const navigate = useNavigate();
  const param = decodeURIComponent(useParams().type ?? ALL);
  const type = isType(param) ? param : null;
  const own = useSessionUser()?.personalInfo.companyId;
  const columns = useMemo(() => companyColumns(tc), [tc]);
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) => {
      const { nameFilter, ...filter } = query.filter;
      const name = companyNameSearch(typeof nameFilter === 'string' ? nameFilter : undefined);
      return fetchCompanies(
        {
          ...query,
          filter: {
            ...filter,
            // The companies the integrator manages itself (not the providers its customers manage).
            customerId: String(own ?? ''),
            ...(type && { type }),
            ...(name && { nameFilter: name }),
          },
        },
        signal,
      );
    },
    [type, own],
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('customers.title')}
        description={t('customers.description')}
        actions={
          <Button component={Link} to={CUSTOMER_CREATE_PATH} leftSection={<IconBuildingPlus size={16} />}>
            {t('customers.create')}
          </Button>
        }
      />
      <Select
        label={t('customers.type')}
        w={260}
        value={type ?? ALL}
        allowDeselect={false}
        data={[
          { value: ALL, label: t('customers.allTypes') },
          ...auth.COMPANY_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
        ]}
        onChange={(value) => void navigate(customersPath(value ?? ALL))}
      />
      <DataTable<companies.Company>
        key={type ?? ALL}
        label={t('customers.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={['management', 'customers', type ?? ALL]}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey="nameFilter"
        searchPlaceholder={t('customers.search')}
        rowLabel={(row) => row.name}
        onView={(row) => void navigate(customerPath(row.id))}
        exportFileName="customers"
        view="rows"
      />
    </Stack>
  );
}
