import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelectedCompany } from '../../../lib/company.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { GatewaysTable } from '../components/gateways/GatewaysTable.tsx';

/**
 * /core/users/gateways: the LoRaWAN gateways of every company the user sees, narrowed to the company
 * chosen in the header, which new gateways are registered for (admins must choose one).
 */
export function GatewaysPage() {
  const { t } = useTranslation('places');
  const selected = useSelectedCompany();
  const customerId = selected?.id ?? null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('gateways.title')} description={t('gateways.description')} />
      <GatewaysTable key={customerId ?? 'all'} customerId={customerId} />
    </Stack>
  );
}
