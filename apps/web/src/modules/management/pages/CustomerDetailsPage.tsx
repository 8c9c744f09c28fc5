import { Badge, Button, Group, Stack, Tabs } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { selectCompany, useSelectedCompany } from '../../../lib/company.ts';
import { useCompany } from '../../companies/api.ts';
import { CompanyNotFound } from '../../companies/components/CompanyNotFound.tsx';
import { ContractBadge } from '../../companies/components/ContractBadge.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { UsersTab } from '../../companies/components/UsersTab.tsx';
import { LoadState } from '../../places/components/LoadState.tsx';
import { TicketsTable } from '../../support/components/TicketsTable.tsx';
import { CustomerDevices, CustomerOrders, CustomerQuotas } from '../components/CustomerTabs.tsx';
import { customersPath } from '../paths.ts';

/**
 * /management/customers/details/:id: one customer's devices, users, orders, token quotas and tickets, and
 * "act on its behalf": the header's selected company becomes this customer (the on-behalf-of of R130).
 */
export function CustomerDetailsPage() {
  const { t } = useTranslation('management');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const company = useCompany(valid ? id : null);
  const selected = useSelectedCompany();
  return (
    <LoadState query={company} missing={!valid} notFound={<CompanyNotFound />} rows={6}>
      {(customer) => (
        <Stack gap="lg">
          <PageHeader
            before={
              <Link to={customersPath('all')} style={{ fontSize: 14 }}>
                {t('details.back')}
              </Link>
            }
            title={
              <Group gap="sm">
                {customer.name}
                <Badge variant="light">{t(`types.${customer.type}`)}</Badge>
                <ContractBadge status={customer.contractStatus} />
              </Group>
            }
            actions={
              selected?.id === customer.id ? (
                <Badge size="lg" variant="outline" data-testid="acting-for">
                  {t('details.acting')}
                </Badge>
              ) : (
                <Button
                  leftSection={<IconUserShare size={16} />}
                  onClick={() => selectCompany({ id: customer.id, name: customer.name, type: customer.type })}
                >
                  {t('details.actOnBehalf')}
                </Button>
              )
            }
          />
          <Tabs defaultValue="devices" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="devices">{t('details.devices')}</Tabs.Tab>
              <Tabs.Tab value="users">{t('details.users')}</Tabs.Tab>
              <Tabs.Tab value="orders">{t('details.orders')}</Tabs.Tab>
              <Tabs.Tab value="tokens">{t('details.tokens')}</Tabs.Tab>
              <Tabs.Tab value="tickets">{t('details.tickets')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="devices" pt="md">
              <CustomerDevices customerId={customer.id} />
            </Tabs.Panel>
            <Tabs.Panel value="users" pt="md">
              <UsersTab companyId={customer.id} />
            </Tabs.Panel>
            <Tabs.Panel value="orders" pt="md">
              <CustomerOrders customerId={customer.id} />
            </Tabs.Panel>
            <Tabs.Panel value="tokens" pt="md">
              <CustomerQuotas customerId={customer.id} />
            </Tabs.Panel>
            <Tabs.Panel value="tickets" pt="md">
              <TicketsTable customerId={String(customer.id)} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </LoadState>
  );
}
