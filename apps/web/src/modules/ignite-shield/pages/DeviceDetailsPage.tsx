import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeviceReportLink } from '../components/analysis/DeviceReportLink.tsx';
import { DeviceDetailsFrame, DeviceTabs } from '../components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../components/DeviceInfo.tsx';
import { ReadingsTable } from '../components/DeviceLogTables.tsx';

/** /ignite-shield/devices/list/solution/:solutionId/device/:id: one device, its readings and logs. */
export function DeviceDetailsPage() {
  const { t } = useTranslation('ignite-shield');
  return (
    <DeviceDetailsFrame>
      {(data) => (
        <DeviceTabs
          device={data}
          overview={
            <Stack gap="lg">
              <DeviceInfo device={data} />
              <DeviceReportLink deviceId={data.id} />
              <Title order={2} fz="h4">
                {t('details.readings')}
              </Title>
              <ReadingsTable deviceId={data.id} />
            </Stack>
          }
        />
      )}
    </DeviceDetailsFrame>
  );
}
