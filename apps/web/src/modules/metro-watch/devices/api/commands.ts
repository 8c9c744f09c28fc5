import { metrowatch } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type BodyOf, call } from '../../../../lib/api.ts';
import { metroDeviceKeys } from './keys.ts';

/** R149: the lock refused because it sleeps (409 with code 03010403). */
export const isLockAsleep = (error: unknown) =>
  error instanceof ApiError && error.code === metrowatch.LOCK_ASLEEP_CODE;

/** The device, its commands and its log change after any call below. */
function useReloadDevice(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: metroDeviceKeys.device(id) });
}

const CONTROLS = {
  lock: metrowatch.lockMetrowatchDevice,
  unlock: metrowatch.unlockMetrowatchDevice,
  block: metrowatch.blockMetrowatchDevice,
  unblock: metrowatch.unblockMetrowatchDevice,
  wakeUp: metrowatch.wakeUpLock,
} as const;
export type DeviceControl = keyof typeof CONTROLS;

/** Lock, unlock, block, unblock or wake up (a refusal toasts as every call does; 03010403 as R149 says). */
export function useDeviceControl(id: number) {
  const reload = useReloadDevice(id);
  return useMutation({
    mutationFn: (action: DeviceControl) =>
      call(CONTROLS[action] as typeof metrowatch.lockMetrowatchDevice, { params: { id } }),
    onSettled: reload,
  });
}

export function useSetLockPassword(id: number) {
  const reload = useReloadDevice(id);
  return useMutation({
    mutationFn: (body: BodyOf<typeof metrowatch.setLockPassword>) =>
      call(metrowatch.setLockPassword, { params: { id }, body }),
    onSettled: reload,
  });
}

export function useSetLockParameters(id: number) {
  const reload = useReloadDevice(id);
  return useMutation({
    mutationFn: (body: BodyOf<typeof metrowatch.setLockParameters>) =>
      call(metrowatch.setLockParameters, { params: { id }, body }),
    onSettled: reload,
  });
}

export function useSetTrackerParameters(id: number) {
  const reload = useReloadDevice(id);
  return useMutation({
    mutationFn: (body: BodyOf<typeof metrowatch.setTrackerParameters>) =>
      call(metrowatch.setTrackerParameters, {
        params: { id },
        body,
      }),
    onSettled: reload,
  });
}
