import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeviceDetailsFrame, DeviceTabs } from '../../../kit/components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../../../kit/components/DeviceInfo.tsx';
import { withKitApp } from '../../../kit/KitAppContext.tsx';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { ASSET_WATCH } from '../../asset-watch/kitApp.ts';
import { CLOUD_ORBIT } from '../../cloud-orbit/kitApp.ts';
import { DEFCON } from '../../defcon/kitApp.ts';
import { FACILITY_BOOKING } from '../../facility-booking/kitApp.ts';
import { FLEET } from '../../fleet/kitApp.ts';
import { GLOBAL_MOBILITY } from '../../global-mobility/kitApp.ts';
import { IGNITE_SHIELD } from '../../ignite-shield/app.ts';
import { METRO_WATCH } from '../../metro-watch/kitApp.ts';
import { NEURON } from '../../neuron/kitApp.ts';
import { SMART_PARKING } from '../../smart-parking/kitApp.ts';

const KIT_APPS = [
  IGNITE_SHIELD,
  METRO_WATCH,
  DEFCON,
  FLEET,
  FACILITY_BOOKING,
  NEURON,
  ASSET_WATCH,
  CLOUD_ORBIT,
  SMART_PARKING,
  GLOBAL_MOBILITY,
];

/**
 * /management/devices/:appName/:hardwareId/:id: a customer's device as the integrator opens it from the
 * customer's list: the kit's device page frame (header, actions, info and logs) of the device's app.
 */
export function DevicePage() {
  const { t } = useTranslation('management');
  const { appName } = useParams();
  const app = KIT_APPS.find((a) => a.key === appName);
  if (!app) return <EmptyState title={t('devices.unknownApp')} />;
  return withKitApp(
    app,
    <Stack gap="lg">
      <DeviceDetailsFrame>
        {(device) => <DeviceTabs device={device} overview={<DeviceInfo device={device} />} />}
      </DeviceDetailsFrame>
    </Stack>,
  );
}
