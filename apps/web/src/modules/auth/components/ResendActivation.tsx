import { auth } from '@atrium/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { useResendActivation } from '../api.ts';
import { authErrorText } from '../links.ts';

const FIELDS = ['email'] as const;

interface ResendActivationProps {
  /** The address to send to; without it the user types one. */
  email?: string;
  /** The button's text (default "Resend the email"). */
  label?: string;
}

/**
 * Sends the verification email again (POST /auth/resend-activation-email). The server answers 204 whether
 * or not the address waits for confirmation, and 429 with how long to wait when asked too often.
 */
export function ResendActivation({ email, label }: ResendActivationProps) {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  const { values, change, parse, fields } = useContractForm(FIELDS, { email: '' }, 'auth');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(auth.resendActivation.schemas.body, { email: email ?? values.email });
    if (body) resend.mutate(body.email, { onError: (error) => fields.setFromError(error) });
  };

  const failure = resend.error && !fields.handles(resend.error) ? authErrorText(t, resend.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="resend-activation">
      <Stack gap="sm">
        {resend.isSuccess && (
          <Alert color="teal" variant="light" role="status" icon={<IconMailForward />}>
            {t('resend.sent')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('resend.failed')}>
            {failure}
          </Alert>
        )}
        {email === undefined && (
          <TextInput
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={values.email}
            onChange={(event) => {
              change('email', event.currentTarget.value);
              resend.reset();
            }}
            error={fields.message('email')}
            withAsterisk
          />
        )}
        <Button
          type="submit"
          variant={email === undefined ? 'filled' : 'light'}
          fullWidth
          loading={resend.isPending}
          leftSection={<IconMailForward size={16} />}
        >
          {label ?? t('resend.submit')}
        </Button>
      </Stack>
    </form>
  );
}
