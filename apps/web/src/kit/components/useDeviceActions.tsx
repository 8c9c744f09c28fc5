import type { devices } from '@atrium/contracts';
import {
  IconArrowsMove,
  IconBan,
  IconCircleCheck,
  IconClock,
  IconDownload,
  IconLock,
  IconLockOpen,
  type TablerIcon,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog/index.ts';
import { devicePermissionsOf, useCan } from '../access.ts';
import { type DeviceControl, useDeviceControl } from '../api/devices.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { IntervalModal } from './IntervalModal.tsx';
import { PlaceModal } from './PlaceModal.tsx';

type Device = devices.Device;
type ActionKey = DeviceControl | 'install' | 'move' | 'interval';

export interface DeviceActionItem {
  key: ActionKey;
  label: string;
  icon: TablerIcon;
  color?: string;
  run: () => void;
}

/** Block and lock ask first; the red ones cut the device off. */
const CONTROL_COLORS: Partial<Record<DeviceControl, string>> = { block: 'red', lock: 'orange' };

/**
 * The actions of spec §4 a user may take on one device (block, unblock, lock, unlock, move, install,
 * reporting interval), each behind its permission, with the dialogs that confirm or complete them.
 */
export function useDeviceActions(device: Device | null): { items: DeviceActionItem[]; dialogs: ReactNode } {
  const { t } = useTranslation('kit');
  const can = useCan();
  const allowed = devicePermissionsOf(useKitApp());
  const control = useDeviceControl();
  const [open, setOpen] = useState<ActionKey | null>(null);
  if (!device) return { items: [], dialogs: null };

  const items: DeviceActionItem[] = [];
  const add = (key: ActionKey, icon: TablerIcon, allowed: boolean) => {
    if (allowed)
      items.push({
        key,
        icon,
        label: t(`actions.${key}`),
        color: CONTROL_COLORS[key as DeviceControl],
        run: () => setOpen(key),
      });
  };
  add(
    device.state === 'blocked' ? 'unblock' : 'block',
    device.state === 'blocked' ? IconCircleCheck : IconBan,
    can(allowed.block),
  );
  add(device.locked ? 'unlock' : 'lock', device.locked ? IconLockOpen : IconLock, can(allowed.control));
  if (device.installState === 'installed') add('move', IconArrowsMove, can(allowed.move));
  else add('install', IconDownload, can(allowed.install));
  add('interval', IconClock, can(allowed.update));

  const close = () => setOpen(null);
  const isControl = open === 'block' || open === 'unblock' || open === 'lock' || open === 'unlock';
  const confirmControl = async (action: DeviceControl) => {
    const result: unknown = await control.mutateAsync({ id: device.id, action });
    // A lock that takes commands (Metro Watch) answers 202 with the command: its state follows its ack.
    const data = (result as { data?: object } | undefined)?.data;
    const sent = (action === 'lock' || action === 'unlock') && !!data && 'command' in data;
    showToast({
      kind: 'notify',
      message: t(sent ? `messages.${action}Sent` : `messages.${action}ed`, { serial: device.serial }),
    });
  };

  const dialogs = (
    <>
      {isControl && (
        <ConfirmDialog
          opened
          title={t(`actions.${open}`)}
          message={t(`confirm.${open}`, { serial: device.serial })}
          confirmLabel={t(`actions.${open}`)}
          color={CONTROL_COLORS[open]}
          onConfirm={() => confirmControl(open)}
          onClose={close}
        />
      )}
      {(open === 'install' || open === 'move') && <PlaceModal device={device} mode={open} onClose={close} />}
      {open === 'interval' && <IntervalModal device={device} onClose={close} />}
    </>
  );
  return { items, dialogs };
}
