import { users } from '@atrium/contracts';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { showToast } from '../../../lib/notify.tsx';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { OneTimeCodeInput } from '../../../ui/OneTimeCodeInput/index.ts';
import { type SentCode, useSendPhoneCode, useVerifyPhone } from '../phoneApi.ts';

const FIELDS = ['code'] as const;

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));

/** Seconds until another code may be asked for, counting down once a second (the form remounts per code). */
function useSecondsLeft(resendAfter: number) {
  const [until] = useState(() => Date.now() + resendAfter * 1000);
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * Step 2 of /verifyNumber: the texted 6-digit code. A wrong, expired or used code shows under the field;
 * another code can be asked for once the server's wait is over.
 */
export function PhoneCodeForm({
  userId,
  sent,
  onResent,
  onChangeNumber,
  onVerified,
}: {
  userId: number;
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onChangeNumber: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation('users');
  const form = useContractForm(FIELDS, { code: '' }, 'users');
  const verify = useVerifyPhone(userId);
  const resend = useSendPhoneCode(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(sent.resendAfter);
  const onError = (error: unknown) => {
    if (!form.fields.setFromError(error)) setFailure(describeError(t, error));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body = form.parse(users.verifyPhone.schemas.body, form.values);
    if (body) verify.mutate(body.code, { onSuccess: onVerified, onError });
  };

  const sendAgain = () => {
    setFailure(null);
    resend.mutate(undefined, {
      onSuccess: (next) => {
        form.reset();
        showToast({ kind: 'notify', message: t('verifyNumber.resent') });
        onResent(next);
      },
      onError,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('verifyNumber.codeStep')}>
      <Stack gap="md">
        <Text size="sm" data-testid="code-sent-to">
          {t('verifyNumber.sentTo', { phone: sent.phone, time: dayjs(sent.expiresAt).format('HH:mm') })}
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('verifyNumber.failed')}>
            {failure}
          </Alert>
        )}
        <OneTimeCodeInput
          label={t('verifyNumber.code')}
          value={form.values.code}
          onChange={(value) => {
            form.change('code', value);
            setFailure(null);
          }}
          error={form.fields.message('code')}
          withAsterisk
          autoFocus
        />
        <Group justify="space-between">
          <Group gap="md">
            <Button
              variant="subtle"
              onClick={sendAgain}
              disabled={secondsLeft > 0}
              loading={resend.isPending}
            >
              {secondsLeft > 0
                ? t('verifyNumber.resendIn', { seconds: secondsLeft })
                : t('verifyNumber.resend')}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
              {t('verifyNumber.changeNumber')}
            </Anchor>
          </Group>
          <Button type="submit" loading={verify.isPending}>
            {t('verifyNumber.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
