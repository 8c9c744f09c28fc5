import { users } from '@atrium/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { type SentCode, useSendPhoneCode } from '../phoneApi.ts';

const FIELDS = ['phone'] as const;

/** Step 1 of /verifyNumber: the number (R65, R66, 7-15 digits), checked by the contract, then texted a code. */
export function PhoneNumberForm({
  userId,
  initialPhone,
  onSent,
}: {
  userId: number;
  initialPhone: string;
  onSent: (sent: SentCode) => void;
}) {
  const { t } = useTranslation('users');
  const form = useContractForm(FIELDS, { phone: initialPhone }, 'users');
  const send = useSendPhoneCode(userId);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body = form.parse(users.validatePhone.schemas.body, form.values);
    if (!body) return;
    send.mutate(body.phone, {
      onSuccess: onSent,
      onError: (error) => {
        if (!form.fields.setFromError(error)) setFailure(describeError(t, error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('verifyNumber.numberStep')}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('verifyNumber.sendFailed')}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('verifyNumber.phone')}
          description={t('verifyNumber.phoneHint')}
          placeholder="+971 50 123 4567"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={form.values.phone}
          onChange={(event) => {
            form.change('phone', event.currentTarget.value);
            setFailure(null);
          }}
          error={form.fields.message('phone')}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('verifyNumber.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
