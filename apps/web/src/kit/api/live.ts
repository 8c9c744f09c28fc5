import { type alarms, devices, type Paged } from '@atrium/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isViewedCompany } from '../../lib/company.ts';
import { reloadOnPush } from '../../lib/liveReload.ts';
import { useRealtimeEvent, useRealtimeState } from '../../lib/realtime.ts';
import { getSessionUser } from '../../lib/session.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { applyAlarmEvent } from './alarmCache.ts';
import { alarmKeysOf } from './alarmKeys.ts';
import type { KitKeys } from './keys.ts';

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

/** Merges a pushed state into the app's cached device and device lists. */
export function applyDeviceState(
  queryClient: QueryClient,
  event: alarms.DeviceStateEvent,
  keys: KitKeys,
): void {
  queryClient.setQueryData<Device>(keys.device(event.deviceId), (device) =>
    device ? withState(device, event) : device,
  );
  queryClient.setQueriesData<Paged<Device>>({ queryKey: keys.deviceList() }, (page) =>
    page?.data.some((row) => row.id === event.deviceId)
      ? { ...page, data: page.data.map((row) => (row.id === event.deviceId ? withState(row, event) : row)) }
      : page,
  );
}

/** Runs `reload` when the socket is back after a drop: what was pushed meanwhile is lost. */
export function useReloadOnReconnect(reload: () => void) {
  const state = useRealtimeState();
  const wasConnected = useRef(state === 'connected');
  const dropped = useRef(false);
  useEffect(() => {
    if (state === 'disconnected' && wasConnected.current) dropped.current = true;
    if (state === 'connected' && dropped.current) {
      dropped.current = false;
      reload();
    }
    wasConnected.current = state === 'connected';
  }, [state, reload]);
}

/** While mounted, pushed alarm changes update the cached alarm lists and details. */
export function useLiveAlarms(onEvent?: (event: alarms.AlarmEvent) => void): void {
  const queryClient = useQueryClient();
  const app = useKitApp();
  const alarmKeys = alarmKeysOf(app.keys);
  useReloadOnReconnect(() => void queryClient.invalidateQueries({ queryKey: alarmKeys.all() }));
  useRealtimeEvent('alarm', (event) => {
    // An admin's socket gets every company's alarms; the lists show the selected (or own) company's.
    if (!isViewedCompany(getSessionUser(), event.alarm.company.id)) return;
    // A socket of someone who sees several apps carries all their alarms; another app's stay out of these lists.
    if (event.alarm.app !== app.key) return;
    applyAlarmEvent(queryClient, event, alarmKeys);
    onEvent?.(event);
  });
}

/** While mounted, pushed device states update the cached device and device lists; readings reload. */
export function useLiveDevices(): void {
  const queryClient = useQueryClient();
  const { keys } = useKitApp();
  useReloadOnReconnect(() => void queryClient.invalidateQueries({ queryKey: keys.devices() }));
  useRealtimeEvent('device-state', (event) => applyDeviceState(queryClient, event, keys));
  // Only the readings table of a device on screen reloads (inactive queries are just marked stale).
  useRealtimeEvent('reading', (event) => {
    reloadOnPush(queryClient, keys.readings(event.deviceId));
  });
}
