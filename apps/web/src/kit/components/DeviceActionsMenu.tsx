import type { devices } from '@atrium/contracts';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeviceActions } from './useDeviceActions.tsx';

/** A row's actions in a menu (the devices list). */
export function DeviceActionsMenu({ device }: { device: devices.Device }) {
  const { t } = useTranslation('kit');
  const { items, dialogs } = useDeviceActions(device);
  if (items.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('actions.menu', { serial: device.serial })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {items.map(({ key, label, icon: Icon, color, run }) => (
            <Menu.Item key={key} color={color} leftSection={<Icon size={14} />} onClick={run}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {dialogs}
    </>
  );
}

/** The same actions as buttons (the device page). */
export function DeviceActionButtons({ device }: { device: devices.Device }) {
  const { items, dialogs } = useDeviceActions(device);
  return (
    <>
      <Group gap="xs">
        {items.map(({ key, label, icon: Icon, color, run }) => (
          <Button key={key} variant="light" color={color} leftSection={<Icon size={16} />} onClick={run}>
            {label}
          </Button>
        ))}
      </Group>
      {dialogs}
    </>
  );
}
