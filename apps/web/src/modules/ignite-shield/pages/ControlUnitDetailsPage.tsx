import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeviceDetailsFrame, DeviceTabs, WrongKind } from '../../../kit/components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../../../kit/components/DeviceInfo.tsx';
import { ReadingsTable } from '../../../kit/components/DeviceLogTables.tsx';
import { IGNITE_SHIELD } from '../app.ts';
import { ControlUnitPanel } from '../components/ControlUnitPanel.tsx';

/** /ignite-shield/devices/control-unit/:id (spec §2): a control unit's state, controls, values and logs. */
export function ControlUnitDetailsPage() {
  const { t } = useTranslation('ignite-shield');
  return (
    <DeviceDetailsFrame
      headerActions={false}
      accepts={(device) => device.type === 'control-unit'}
      wrongKind={(device) => (
        <WrongKind
          message={t('controlUnit.notControlUnit')}
          to={IGNITE_SHIELD.devicePage({ ...device, type: 'sensor' })}
        />
      )}
    >
      {(device) => (
        <DeviceTabs
          device={device}
          overview={
            <Stack gap="lg">
              <ControlUnitPanel device={device} />
              <DeviceInfo device={device} />
              <Title order={2} fz="h4">
                {t('kit:details.readings')}
              </Title>
              <ReadingsTable deviceId={device.id} />
            </Stack>
          }
        />
      )}
    </DeviceDetailsFrame>
  );
}
