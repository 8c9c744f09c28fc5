import { metrowatch } from '@atrium/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { IconBan, IconCircleCheck, IconKey, IconLock, IconLockOpen, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/notify.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { METRO_DEVICES, useCan } from '../access.ts';
import { type DeviceControl, isLockAsleep, useDeviceControl } from '../api/commands.ts';
import { LockParametersModal } from './LockParametersModal.tsx';
import { SetPasswordModal } from './SetPasswordModal.tsx';
import { WakeUpAlert } from './WakeUpAlert.tsx';

type Confirmable = 'lock' | 'unlock' | 'block' | 'unblock';
type Dialog = Confirmable | 'password' | 'parameters';
const COLORS: Partial<Record<Confirmable, string>> = { block: 'red', unlock: 'orange' };

const wakingUp = (device: metrowatch.MetrowatchDevice) =>
  device.lastCommands.some(
    (one) => one.command === 'wake-up' && metrowatch.OPEN_COMMAND_STATES.includes(one.state),
  );

/**
 * The lock's actions, each behind its permission: lock or unlock, block or unblock, its keypad code and
 * parameters. A sleeping lock refuses them (R149): then 'Wake up The Lock' offers the wake-up.
 */
export function LockActions({ device }: { device: metrowatch.MetrowatchDevice }) {
  const { t } = useTranslation('metro-watch');
  const can = useCan();
  const control = useDeviceControl(device.id);
  const [open, setOpen] = useState<Dialog | null>(null);
  const [refusedAsleep, setRefusedAsleep] = useState(false);
  const close = () => setOpen(null);
  const sent = (name: string) =>
    showToast({ kind: 'notify', message: t('devices.lock.sent', { command: name, serial: device.serial }) });

  const run = async (action: DeviceControl) => {
    try {
      await control.mutateAsync(action);
      sent(t(`devices.lock.actions.${action}`));
    } catch (error) {
      if (!isLockAsleep(error)) throw error;
      setRefusedAsleep(true);
    }
  };
  const wakeUp = () =>
    control.mutate('wakeUp', {
      onSuccess: () => {
        setRefusedAsleep(false);
        showToast({ kind: 'notify', message: t('devices.lock.wokenUp', { serial: device.serial }) });
      },
    });

  const lockAction: Confirmable = device.lockState === 'locked' ? 'unlock' : 'lock';
  const blockAction: Confirmable = device.state === 'blocked' ? 'unblock' : 'block';
  const confirming = open === 'lock' || open === 'unlock' || open === 'block' || open === 'unblock';
  const showWakeUp = (device.asleep || refusedAsleep) && !wakingUp(device) && can(METRO_DEVICES.control);

  return (
    <Stack gap="md">
      {showWakeUp && (
        <WakeUpAlert onWakeUp={wakeUp} pending={control.isPending && control.variables === 'wakeUp'} />
      )}
      <Group gap="sm" wrap="wrap">
        {can(METRO_DEVICES.control) && (
          <Button
            leftSection={lockAction === 'lock' ? <IconLock size={16} /> : <IconLockOpen size={16} />}
            onClick={() => setOpen(lockAction)}
          >
            {t(`devices.lock.actions.${lockAction}`)}
          </Button>
        )}
        {can(METRO_DEVICES.block) && (
          <Button
            variant="light"
            color={blockAction === 'block' ? 'red' : 'green'}
            leftSection={blockAction === 'block' ? <IconBan size={16} /> : <IconCircleCheck size={16} />}
            onClick={() => setOpen(blockAction)}
          >
            {t(`devices.lock.actions.${blockAction}`)}
          </Button>
        )}
        {can(METRO_DEVICES.update) && (
          <>
            <Button variant="default" leftSection={<IconKey size={16} />} onClick={() => setOpen('password')}>
              {t('devices.lock.actions.setPassword')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconSettings size={16} />}
              onClick={() => setOpen('parameters')}
            >
              {t('devices.lock.actions.setParameters')}
            </Button>
          </>
        )}
      </Group>
      {confirming && (
        <ConfirmDialog
          opened
          title={t(`devices.lock.actions.${open}`)}
          message={t(`devices.lock.confirm.${open}`, { serial: device.serial })}
          confirmLabel={t(`devices.lock.actions.${open}`)}
          color={COLORS[open]}
          onConfirm={() => run(open)}
          onClose={close}
        />
      )}
      {open === 'password' && (
        <SetPasswordModal
          deviceId={device.id}
          onSent={() => sent(t('devices.lock.actions.setPassword'))}
          onAsleep={() => setRefusedAsleep(true)}
          onClose={close}
        />
      )}
      {open === 'parameters' && (
        <LockParametersModal
          deviceId={device.id}
          onSent={() => sent(t('devices.lock.actions.setParameters'))}
          onAsleep={() => setRefusedAsleep(true)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
