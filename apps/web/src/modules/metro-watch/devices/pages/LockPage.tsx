import { Stack } from '@mantine/core';
import { CommandsTable } from '../components/CommandsTable.tsx';
import { LockActions } from '../components/LockActions.tsx';
import { LockStatusCard } from '../components/LockStatusCard.tsx';
import { MetroDeviceFrame } from '../components/MetroDeviceFrame.tsx';
import { MetroDeviceTabs } from '../components/MetroDeviceTabs.tsx';

/** /metro-watch/devices/device-lock/:id: the lock's state, its actions and commands, its access log. */
export function LockPage() {
  return (
    <MetroDeviceFrame kind="device-lock">
      {(device) => (
        <MetroDeviceTabs
          deviceId={device.id}
          overview={
            <Stack gap="lg">
              <LockStatusCard device={device} />
              <LockActions device={device} />
              <CommandsTable deviceId={device.id} />
            </Stack>
          }
        />
      )}
    </MetroDeviceFrame>
  );
}
