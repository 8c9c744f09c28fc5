import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelectedCompany } from '../../../lib/company.ts';
import { Tabs } from '../../../ui/Tabs/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { DevicesTable } from '../components/DevicesTable.tsx';
import { IntegrationsTable } from '../components/IntegrationsTable.tsx';

/**
 * /core/users/lorawan-integrations: the ChirpStack and The Things Stack connections of the companies the
 * user sees (narrowed to the one chosen in the header, for which new ones are made), and their LoRaWAN
 * devices' DevEUIs, by which an uplink finds its device.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('lorawan');
  const customerId = useSelectedCompany()?.id ?? null;
  const key = customerId ?? 'all';
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        aria-label={t('title')}
        items={[
          {
            value: 'integrations',
            label: t('tabs.integrations'),
            content: <IntegrationsTable key={key} customerId={customerId} />,
          },
          {
            value: 'devices',
            label: t('tabs.devices'),
            content: <DevicesTable key={key} customerId={customerId} />,
          },
        ]}
      />
    </Stack>
  );
}
