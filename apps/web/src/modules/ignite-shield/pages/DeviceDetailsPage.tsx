import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeviceDetailsFrame, DeviceTabs } from '../../../kit/components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../../../kit/components/DeviceInfo.tsx';
import { ReadingsTable } from '../../../kit/components/DeviceLogTables.tsx';
import { DeviceReportLink } from '../components/analysis/DeviceReportLink.tsx';

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
                {t('kit:details.readings')}
              </Title>
              <ReadingsTable deviceId={data.id} />
            </Stack>
          }
        />
      )}
    </DeviceDetailsFrame>
  );
}
