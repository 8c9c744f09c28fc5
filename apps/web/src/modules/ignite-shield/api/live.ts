import { type alarms, devices, type Paged } from '@atrium/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { applyAlarmEvent } from './alarmCache.ts';
import { swamKeys } from './keys.ts';

type Device = devices.Device;

/** A device as it is after a pushed state: online, seen now, the new values merged into its last ones. */
export function withState(device: Device, event: alarms.DeviceStateEvent): Device {
  const battery = event.values.battery ?? device.battery;
  return {
    ...device,
    connectivity: event.connectivity,
    lastSeenAt: event.lastSeenAt,
    lastValues: { ...(device.lastValues ?? {}), ...event.values },
    battery,
    batteryLevel: devices.batteryLevel(battery),
  };
}

export function applyDeviceState(queryClient: QueryClient, event: alarms.DeviceStateEvent): void {
  queryClient.setQueryData<Device>(swamKeys.device(event.deviceId), (device) =>
    device ? withState(device, event) : device,
  );
  queryClient.setQueriesData<Paged<Device>>({ queryKey: swamKeys.deviceList() }, (page) =>
    page?.data.some((row) => row.id === event.deviceId)
      ? { ...page, data: page.data.map((row) => (row.id === event.deviceId ? withState(row, event) : row)) }
      : page,
  );
}

/** While mounted, pushed alarm changes update the cached alarm lists and details. */
export function useLiveAlarms(onEvent?: (event: alarms.AlarmEvent) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('alarm', (event) => {
    applyAlarmEvent(queryClient, event);
    onEvent?.(event);
  });
}

/** While mounted, pushed device states update the cached device and device lists; readings reload. */
export function useLiveDevices(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('device-state', (event) => applyDeviceState(queryClient, event));
  // Only the readings table of a device on screen reloads (inactive queries are just marked stale).
  useRealtimeEvent('reading', (event) => {
    void queryClient.invalidateQueries({ queryKey: swamKeys.readings(event.deviceId) });
  });
}
