import { auth } from '@atrium/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { useForgotPassword } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { SignInLink } from '../components/SignInLink.tsx';
import { authErrorText } from '../links.ts';

const FIELDS = ['email'] as const;

/**
 * /core/auth/forget-password: asks for a reset link. The server answers 204 whether or not the address
 * has an account, so the page says the same either way.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const forgot = useForgotPassword();
  const { values, change, parse, fields } = useContractForm(
    FIELDS,
    { email: searchParams.get('email') ?? '' },
    'auth',
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(auth.forgotPassword.schemas.body, values);
    if (body) forgot.mutate(body.email, { onError: (error) => fields.setFromError(error) });
  };

  const failure = forgot.error && !fields.handles(forgot.error) ? authErrorText(t, forgot.error) : null;

  return (
    <Stack gap="lg">
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      {forgot.isSuccess ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            role="status"
            icon={<IconMailCheck />}
            title={t('forgot.sentTitle')}
          >
            {t('forgot.sent')}
          </Alert>
          <Button variant="default" fullWidth onClick={() => forgot.reset()}>
            {t('forgot.again')}
          </Button>
        </Stack>
      ) : (
        <>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('forgot.failed')}>
              {failure}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('fields.email')}
                placeholder={t('fields.emailPlaceholder')}
                type="email"
                autoComplete="email"
                dir="ltr"
                value={values.email}
                onChange={(event) => change('email', event.currentTarget.value)}
                error={fields.message('email')}
                withAsterisk
                data-autofocus
              />
              <Button type="submit" fullWidth mt="xs" loading={forgot.isPending}>
                {t('forgot.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <SignInLink />
    </Stack>
  );
}
