import type { devices } from '@atrium/contracts';
import { Badge, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BatteryLevel, CommunicationIcon } from '../../ui/DeviceStatus/index.ts';
import { communicationTypeOf } from './deviceFacts.ts';

type Device = devices.Device;

const TOKEN_COLORS: Record<devices.TokenState, string> = {
  'no-token': 'gray',
  'not-activated': 'yellow',
  expired: 'red',
  active: 'green',
};

/** Active or blocked, and locked beside it. */
export function DeviceStateBadge({ device }: { device: Pick<Device, 'state' | 'locked'> }) {
  const { t } = useTranslation('kit');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={device.state === 'blocked' ? 'red' : 'green'} data-testid="device-state">
        {t(`states.${device.state}`)}
      </Badge>
      {device.locked && (
        <Badge variant="outline" color="gray" leftSection={<IconLock size={12} />}>
          {t('states.locked')}
        </Badge>
      )}
    </Group>
  );
}

/** R14, R15: no token, not activated yet, expired, active. */
export function TokenStateBadge({ state }: { state: devices.TokenState }) {
  const { t } = useTranslation('kit');
  return (
    <Badge variant="light" color={TOKEN_COLORS[state]}>
      {t(`tokenStates.${state}`)}
    </Badge>
  );
}

export function DeviceBattery({ device }: { device: Pick<Device, 'battery'> }) {
  const { t } = useTranslation('kit');
  return (
    <BatteryLevel percent={device.battery} label={t('columns.battery')} unknownText={t('common.none')} />
  );
}

export function DeviceCommunication({ device }: { device: Pick<Device, 'hardware' | 'connectivity'> }) {
  const { t } = useTranslation('kit');
  const type = communicationTypeOf(device.hardware.id);
  return (
    <CommunicationIcon
      type={type}
      connectivity={device.connectivity}
      label={`${t(`communication.${type}`)}, ${t(`connectivity.${device.connectivity}`)}`}
    />
  );
}
