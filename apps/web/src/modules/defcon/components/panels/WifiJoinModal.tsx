import * as panels from '@atrium/contracts/defcon/panels';
import { PasswordInput, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';

interface WifiJoinModalProps {
  /** Sends the command; a 418 goes under its field, another failure above the buttons. */
  send: (body: panels.WifiJoinBody) => Promise<unknown>;
  onClose: () => void;
}

/** The network's name and (for a protected one) its password, checked by the contract before sending. */
export function WifiJoinModal({ send, onClose }: WifiJoinModalProps) {
  const { t } = useTranslation('defcon');
  const form = useContractForm(['ssid', 'password'] as const, { ssid: '', password: '' }, 'defcon');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { ssid, password } = form.values;
    const body = form.parse(panels.wifiJoinBody, { ssid, password: password === '' ? undefined : password });
    if (!body) return;
    setSaving(true);
    setFailure(null);
    try {
      await send(body);
      onClose();
    } catch (error) {
      if (!form.fields.setFromError(error)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormModal
      title={t('panels.commands.wifiJoinTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      error={failure}
      shown={['ssid', 'password']}
    >
      <TextInput label={t('panels.commands.ssid')} withAsterisk data-autofocus {...form.input('ssid')} />
      <PasswordInput
        label={t('panels.commands.password')}
        description={t('panels.commands.passwordHint')}
        {...form.input('password')}
      />
    </FormModal>
  );
}
