import { metrowatch } from '@atrium/contracts';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useSetLockPassword } from '../api/commands.ts';
import { CommandFormModal, commandOutcome } from './CommandFormModal.tsx';

const FIELDS = ['password'] as const;

interface SetPasswordModalProps {
  deviceId: number;
  onSent: () => void;
  /** The lock refused it (asleep, R149): the page offers the wake-up. */
  onAsleep: () => void;
  onClose: () => void;
}

/** The lock's new keypad code (4 to 8 digits), sent as a command. */
export function SetPasswordModal({ deviceId, onSent, onAsleep, onClose }: SetPasswordModalProps) {
  const { t } = useTranslation('metro-watch');
  const send = useSetLockPassword(deviceId);
  const { values, parse, fields, input } = useContractForm(FIELDS, { password: '' }, 'metro-watch');

  const submit = () => {
    const body = parse(metrowatch.setLockPassword.schemas.body, values);
    if (!body) return;
    send.mutate(body, commandOutcome({ onSent, onClose, onAsleep, fields }));
  };

  return (
    <CommandFormModal
      title={t('devices.lock.password.title')}
      size="sm"
      pending={send.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PasswordInput
        label={t('devices.lock.password.field')}
        description={t('devices.lock.password.hint')}
        inputMode="numeric"
        autoComplete="new-password"
        withAsterisk
        data-autofocus
        {...input('password')}
      />
    </CommandFormModal>
  );
}
