import { Button, Stack } from '@mantine/core';
import { IconBuildingSkyscraper, IconInbox, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelectedCompany } from '../../../lib/company.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { Tabs } from '../../../ui/Tabs/index.ts';
import { useCan } from '../access.ts';
import { CompaniesTable } from '../components/CompaniesTable.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { RequestsTable } from '../components/RequestsTable.tsx';
import { COMPANIES_LIST_PATH, COMPANY_CREATE_PATH, REQUESTS_PATH } from '../paths.ts';

type Mode = 'all' | 'customers' | 'requests';

/**
 * /core/companies/list (every company the caller sees), its tab /core/companies/list/requests (the service
 * requests of the own or selected company) and /core/customers/list (only the companies the caller's
 * company manages). "Create company" needs p_company_create.
 */
export function CompaniesListPage({ mode = 'all' }: { mode?: Mode }) {
  const { t } = useTranslation('companies');
  const can = useCan();
  const customers = mode === 'customers';
  const withRequests = !customers && can(['p_company_service_requests_view']);
  return (
    <Stack gap="lg">
      <PageHeader
        title={customers ? t('list.customersTitle') : t('list.title')}
        description={customers ? t('list.customersDescription') : t('list.description')}
        actions={
          can(['p_company_create']) && (
            <Button component={Link} to={COMPANY_CREATE_PATH} leftSection={<IconPlus size={16} />}>
              {t('list.create')}
            </Button>
          )
        }
      />
      {withRequests && (
        <Tabs
          aria-label={t('list.tabsLabel')}
          items={[
            {
              value: 'all',
              label: t('list.title'),
              icon: <IconBuildingSkyscraper size={16} />,
              path: COMPANIES_LIST_PATH,
            },
            {
              value: 'requests',
              label: t('requests.title'),
              icon: <IconInbox size={16} />,
              path: REQUESTS_PATH,
            },
          ]}
        />
      )}
      {mode === 'requests' ? <OwnRequests /> : <CompaniesTable key={mode} mode={mode} />}
    </Stack>
  );
}

/** The requests of the company chosen in the header (admins, integrators), else of the own company. */
function OwnRequests() {
  const { t } = useTranslation('companies');
  const selected = useSelectedCompany();
  const user = useSessionUser();
  const companyId = selected?.id ?? user?.personalInfo.companyId ?? null;
  const companyType = selected ? selected.type : (user?.personalInfo.company?.type ?? null);
  if (companyId === null) {
    return <EmptyState variant="requests" description={t('requests.noCompany')} />;
  }
  return <RequestsTable key={companyId} companyId={companyId} companyType={companyType} />;
}
