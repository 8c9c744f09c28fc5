import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { showToast } from '../../../lib/notify.tsx';
import { useTfaSwitch } from '../api.ts';
import { showCodeError, TfaCodeForm } from './TfaCodeForm.tsx';

interface TwoFactorOffModalProps {
  userId: number;
  opened: boolean;
  onClose: () => void;
}

/** Turns two-factor sign-in off: the contract asks for a current code of the authenticator app. */
export function TwoFactorOffModal({ userId, opened, onClose }: TwoFactorOffModalProps) {
  const { t } = useTranslation('users');
  const turnOff = useTfaSwitch(userId);
  // A refused code shows under the field; anything else (rate limit, network) above the form.
  const [failure, setFailure] = useState<unknown>(null);
  const close = () => {
    turnOff.reset();
    setFailure(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('tfa.offTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('tfa.offIntro')}</Text>
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {describeError(t, failure)}
          </Alert>
        )}
        <TfaCodeForm
          enable={false}
          submitLabel={t('tfa.turnOff')}
          submitColor="red"
          pending={turnOff.isPending}
          onCancel={close}
          onSubmit={(code, fields) => {
            setFailure(null);
            turnOff.mutate(
              { enable: false, code },
              {
                onSuccess: () => {
                  showToast({ kind: 'notify', message: t('tfa.turnedOff') });
                  close();
                },
                onError: (error) => {
                  if (!showCodeError(fields, error)) setFailure(error);
                },
              },
            );
          }}
        />
      </Stack>
    </Modal>
  );
}
