import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type * as customers from '@atrium/contracts/defcon/customers';
import { Badge, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { DEFCON_KEYS } from '../../access.ts';
import { fetchCustomers } from '../../api/customers.ts';
import { defconKeys } from '../../api/keys.ts';
import { DEFCON_PATHS } from '../../paths.ts';

type Customer = customers.DefconCustomer;

function customerColumns(t: TFunction): DataTableColumn<Customer>[] {
  return [
    { id: 'name', header: t('customers.columns.name') },
    { id: 'email', header: t('customers.columns.email'), sortable: false },
    {
      id: 'relation',
      header: t('customers.columns.relation'),
      sortable: false,
      accessor: (row) => t(`customers.relations.${row.relation}`),
    },
    {
      id: 'locality',
      header: t('customers.columns.locality'),
      sortable: false,
      accessor: (row) => row.locality?.name ?? '—',
    },
    { id: 'panels', header: t('customers.columns.panels'), sortable: false },
    { id: 'openAlarms', header: t('customers.columns.openAlarms'), sortable: false },
    {
      id: 'contractStatus',
      header: t('customers.columns.contract'),
      sortable: false,
      cell: (row) => (
        <Badge variant="light" color={row.contractStatus === 'Active' ? 'teal' : 'gray'}>
          {row.contractStatus}
        </Badge>
      ),
    },
  ];
}

/** /defcon/security-company/customer/list: the security company's customers. */
export function CustomersListPage() {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const navigate = useNavigate();
  const columns = useMemo(() => customerColumns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('customers.title')}
        description={t('customers.description')}
        actions={
          can(DEFCON_KEYS.customers.create) && (
            <Button component={Link} to={DEFCON_PATHS.customerAdd} leftSection={<IconPlus size={16} />}>
              {t('customers.add')}
            </Button>
          )
        }
      />
      <DataTable<Customer>
        label={t('customers.title')}
        columns={columns}
        fetchPage={fetchCustomers}
        queryKey={defconKeys.customers()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('customers.search')}
        onEdit={
          can(DEFCON_KEYS.customers.update)
            ? (row) => void navigate(DEFCON_PATHS.customerEdit(row.id))
            : undefined
        }
        view="rows"
        exportFileName="defcon-customers"
      />
    </Stack>
  );
}
