import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { TicketsTable } from '../components/TicketsTable.tsx';
import { SUPPORT_PATHS } from '../paths.ts';

/** /management/support/tickets: every ticket of the customers the caller serves, to assign and move on. */
export function ManagementTicketsPage() {
  const { t } = useTranslation('support');
  return (
    <Stack>
      <PageHeader title={t('nav.managementTickets')} />
      <TicketsTable withCustomer detailsPath={SUPPORT_PATHS.managementTicket} />
    </Stack>
  );
}
