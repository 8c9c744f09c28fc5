import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlarmsTable } from '../../../../kit/components/alarms/AlarmsTable.tsx';
import { Tabs } from '../../../../ui/Tabs/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

/**
 * /facility-booking/alarms/alarms-list/live: the kit's open alarms of the app's devices, live over the socket:
 * operational (a space occupied without a booking, a no-show, a door held open) and status (no data).
 */
export function LiveAlarmsPage() {
  const { t } = useTranslation('facility-booking');
  return (
    <Stack gap="lg">
      <PageHeader title={t('alarms.title')} description={t('alarms.description')} />
      <Tabs
        aria-label={t('alarms.title')}
        items={[
          {
            value: 'operational',
            label: t('alarms.operational'),
            content: <AlarmsTable category="operational" closed={false} label={t('alarms.operational')} />,
          },
          {
            value: 'status',
            label: t('alarms.status'),
            content: <AlarmsTable category="status" closed={false} label={t('alarms.status')} />,
          },
        ]}
      />
    </Stack>
  );
}
