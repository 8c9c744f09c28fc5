import {
  Alert,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { showToast } from '../../../lib/notify.tsx';
import { useTfaSwitch } from '../api.ts';
import { showCodeError, TfaCodeForm } from './TfaCodeForm.tsx';

/** The secret of an otpauth URL, in blocks of four for typing it into an app by hand. */
export function secretOf(otpauthUrl: string | undefined): string | null {
  if (!otpauthUrl) return null;
  try {
    const secret = new URL(otpauthUrl).searchParams.get('secret');
    return secret ? (secret.match(/.{1,4}/g) ?? []).join(' ') : null;
  } catch {
    return null;
  }
}

interface TwoFactorSetupModalProps {
  /** The enrolment started by the caller (PATCH /user/tfa-switch `{ enable: true }`). */
  start: ReturnType<typeof useTfaSwitch>;
  userId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Turns two-factor sign-in on: the QR code (and the secret, for typing) of a new authenticator entry,
 * then a code from the app confirms it (`{ enable: true, code }`). Closing before confirming leaves it off.
 */
export function TwoFactorSetupModal({ start, userId, opened, onClose }: TwoFactorSetupModalProps) {
  const { t } = useTranslation('users');
  const confirm = useTfaSwitch(userId);
  const [failure, setFailure] = useState<unknown>(null);
  const enrolment = start.data?.data;
  const secret = secretOf(enrolment?.otpauthUrl);

  const close = () => {
    confirm.reset();
    setFailure(null);
    onClose();
  };

  let body: ReactNode;
  if (start.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('tfa.startFailed')}>
        <Stack gap="xs" align="flex-start">
          {describeError(t, start.error)}
          <Button size="xs" variant="light" onClick={() => start.mutate({ enable: true })}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!enrolment?.qrDataUrl) {
    body = (
      <Center py="xl" data-testid="two-factor-loading">
        <Loader />
      </Center>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text size="sm">{t('tfa.scan')}</Text>
        <Center>
          <Image src={enrolment.qrDataUrl} alt={t('tfa.qrAlt')} w={200} h={200} data-testid="two-factor-qr" />
        </Center>
        {secret && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('tfa.manual')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code fz="sm" dir="ltr" data-testid="two-factor-secret">
                {secret}
              </Code>
              <CopyButton value={secret.replace(/ /g, '')}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  >
                    {copied ? t('tfa.copied') : t('tfa.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {describeError(t, failure)}
          </Alert>
        )}
        <TfaCodeForm
          enable
          submitLabel={t('tfa.confirm')}
          pending={confirm.isPending}
          onCancel={close}
          onSubmit={(code, fields) => {
            setFailure(null);
            confirm.mutate(
              { enable: true, code },
              {
                onSuccess: () => {
                  showToast({ kind: 'notify', message: t('tfa.turnedOn') });
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
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t('tfa.setupTitle')} centered>
      {body}
    </Modal>
  );
}
