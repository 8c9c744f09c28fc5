import { auth } from '@atrium/contracts';
import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { OneTimeCodeInput } from '../../../ui/OneTimeCodeInput/index.ts';
import { useSignIn } from '../api.ts';
import { authErrorText } from '../links.ts';
import { AuthHeading } from './AuthHeading.tsx';

const FIELDS = ['code'] as const;

export const isTfaRequired = (error: unknown) =>
  error instanceof ApiError && error.code === auth.TFA_REQUIRED.code;
const isTfaInvalid = (error: unknown) => error instanceof ApiError && error.code === auth.TFA_INVALID.code;

interface TfaCodeStepProps {
  /** The email and password the server accepted before asking for the code. */
  credentials: { email: string; password: string };
  onSignedIn: () => void;
  onBack: () => void;
}

/**
 * The second step of sign-in for users with two-factor sign-in on: the 6-digit code of their authenticator
 * app, sent with the same email and password to POST /auth/login. A wrong code is an error on the field.
 */
export function TfaCodeStep({ credentials, onSignedIn, onBack }: TfaCodeStepProps) {
  const { t, i18n } = useTranslation('auth');
  const signIn = useSignIn();
  const { values, change, parse, fields } = useContractForm(FIELDS, { code: '' }, 'auth');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  // The credentials passed already; only the code is new, so only its issues show.
  const withCode = {
    safeParse: (input: { code: string }) => auth.login.schemas.body.safeParse({ ...credentials, ...input }),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(withCode, values);
    if (!body) return;
    signIn.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isTfaInvalid(error)) fields.setFromIssues([{ path: ['code'], message: auth.TFA_INVALID.msg }]);
        else fields.setFromError(error);
      },
    });
  };

  const failure =
    signIn.error && !isTfaInvalid(signIn.error) && !fields.handles(signIn.error)
      ? authErrorText(t, signIn.error)
      : null;
  const Arrow = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Stack gap="lg" data-testid="tfa-step">
      <AuthHeading title={t('tfa.title')} subtitle={t('tfa.subtitle')} />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('signIn.failed')}>
          {failure}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OneTimeCodeInput
            label={t('tfa.code')}
            description={
              <Text component="span" size="xs" dir="ltr">
                {credentials.email}
              </Text>
            }
            placeholder="123456"
            leftSection={<IconShieldLock size={16} />}
            value={values.code}
            onChange={(value) => change('code', value)}
            error={fields.message('code')}
            withAsterisk
            ref={input}
          />
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {t('tfa.submit')}
          </Button>
        </Stack>
      </form>
      <Center>
        <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="tfa-back">
          <Text component="span" inherit style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <Arrow size={14} aria-hidden />
            {t('tfa.back')}
          </Text>
        </Anchor>
      </Center>
    </Stack>
  );
}
