import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeviceDetailsFrame, DeviceTabs } from '../../../../kit/components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../../../../kit/components/DeviceInfo.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

/**
 * /defcon/device/details/:id: a Defcon device (a panel's detector, contact or siren, or the panel itself) on the
 * kit's device frame: facts, actions by permission, info and access logs. A panel links to its panel page.
 */
export function DeviceDetailsPage() {
  const { t } = useTranslation('defcon');
  return (
    <DeviceDetailsFrame>
      {(device) => (
        <>
          {device.type === 'alarm-panel' && (
            <Alert variant="light" color="blue">
              {t('devices.isPanel')}{' '}
              <Link to={DEFCON_PATHS.panelDetails(device.id)}>{t('devices.openPanel')}</Link>
            </Alert>
          )}
          <DeviceTabs device={device} overview={<DeviceInfo device={device} />} />
        </>
      )}
    </DeviceDetailsFrame>
  );
}
