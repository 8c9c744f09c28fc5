import type { fleet } from '@atrium/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLink, IconMapPin, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FLEET_PATHS } from '../../paths.ts';

interface VehicleActionsProps {
  vehicle: fleet.Vehicle;
  canAssign: boolean;
  canSuspend: boolean;
  onAssign: () => void;
  onSuspend: () => void;
}

/** A vehicle row's own actions: open on the map, assign tracker, driver and group, suspend or unsuspend. */
export function VehicleActions({ vehicle, canAssign, canSuspend, onAssign, onSuspend }: VehicleActionsProps) {
  const { t } = useTranslation('fleet');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('vehicles.actionsFor', { name: vehicle.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={FLEET_PATHS.vehicleMap(vehicle.id)}
          leftSection={<IconMapPin size={16} />}
        >
          {t('vehicles.openMap')}
        </Menu.Item>
        {canAssign && (
          <Menu.Item leftSection={<IconLink size={16} />} onClick={onAssign}>
            {t('vehicles.assign')}
          </Menu.Item>
        )}
        {canSuspend && (
          <Menu.Item
            leftSection={vehicle.suspended ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            color={vehicle.suspended ? undefined : 'red.8'}
            onClick={onSuspend}
          >
            {vehicle.suspended ? t('vehicles.unsuspend') : t('vehicles.suspend')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
