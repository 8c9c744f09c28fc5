import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ControlUnitPanel } from '../components/ControlUnitPanel.tsx';
import { DeviceDetailsFrame, DeviceTabs, WrongKind } from '../components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../components/DeviceInfo.tsx';
import { ReadingsTable } from '../components/DeviceLogTables.tsx';
import { devicePageOf } from '../paths.ts';

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
          to={devicePageOf({ ...device, type: 'sensor' })}
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
                {t('details.readings')}
              </Title>
              <ReadingsTable deviceId={device.id} />
            </Stack>
          }
        />
      )}
    </DeviceDetailsFrame>
  );
}
