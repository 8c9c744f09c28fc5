import { auth } from '@atrium/contracts';
import { Alert, Anchor, Box, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { preloadSignedInShell } from '../../../app/preloadShell.ts';
import { useConfig } from '../../../lib/config.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { useSignIn } from '../api.ts';
import { ResendActivation } from '../components/ResendActivation.tsx';
import { isTfaRequired, TfaCodeStep } from '../components/TfaCodeStep.tsx';
import { authErrorText, isNotVerified, isSignUpEnabled } from '../links.ts';
import { FORGOT_PASSWORD_PATH, SIGN_UP_PATH, type SignInState } from '../paths.ts';

const FIELDS = ['email', 'password'] as const;
type Credentials = { email: string; password: string };

/**
 * /core/auth/sign-in: email and password, validated with the contract's schema, then POST /auth/login.
 * When the server asks for a two-factor code (400 AUTH_TFA_REQUIRED) the code step takes over. An address
 * not confirmed yet (400 AUTH_NOT_VERIFIED) can have its email sent again from here; other auth pages
 * arriving here leave a notice in the location state.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const config = useConfig();
  const { brand } = config;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const { values, change, parse, fields } = useContractForm(FIELDS, { email: '', password: '' }, 'auth');
  const [submittedEmail, setSubmittedEmail] = useState('');
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);
  const notice = (location.state as SignInState | null)?.notice;
  const failureRef = useRef<HTMLDivElement>(null);
  const goOn = () => navigate(safeRedirect(searchParams.get('redirect')), { replace: true });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(auth.login.schemas.body, values);
    if (!body) return;
    // The shell and the registry come while the credentials are checked (issue 15 §2).
    preloadSignedInShell();
    setSubmittedEmail(body.email);
    signIn.mutate(body, {
      onSuccess: goOn,
      onError: (error) => {
        if (isTfaRequired(error)) setAwaitingCode({ email: body.email, password: body.password });
        else fields.setFromError(error);
      },
    });
  };

  // WCAG 3.3.1: a failed sign-in moves focus to the message saying why (field errors keep their field).
  useEffect(() => {
    if (signIn.error) failureRef.current?.focus();
  }, [signIn.error]);

  if (awaitingCode) {
    return (
      <TfaCodeStep
        credentials={awaitingCode}
        onSignedIn={goOn}
        onBack={() => {
          setAwaitingCode(null);
          change('password', '');
          signIn.reset();
        }}
      />
    );
  }

  const notVerified = isNotVerified(signIn.error);
  const failure =
    signIn.error && !notVerified && !isTfaRequired(signIn.error) && !fields.handles(signIn.error)
      ? authErrorText(t, signIn.error)
      : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('signIn.heading', { brand: brand.name })}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('signIn.subtitle')}
        </Text>
      </div>
      {notice && !signIn.error && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          icon={<IconCircleCheck />}
          data-testid="sign-in-notice"
        >
          {t(`signIn.notice.${notice}`)}
        </Alert>
      )}
      {notVerified && (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          color="yellow"
          variant="light"
          icon={<IconMailExclamation />}
          title={t('signIn.notVerified')}
          data-testid="not-verified"
        >
          <Stack gap="sm">
            <Text size="sm">{authErrorText(t, signIn.error)}</Text>
            <ResendActivation email={submittedEmail} label={t('signIn.resendVerification')} />
          </Stack>
        </Alert>
      )}
      {failure && (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertCircle />}
          title={t('signIn.failed')}
        >
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('signIn.email')}
            placeholder={t('signIn.emailPlaceholder')}
            type="email"
            autoComplete="username"
            dir="ltr"
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={fields.message('email')}
            withAsterisk
            data-autofocus
          />
          <Box>
            <PasswordInput
              label={t('signIn.password')}
              placeholder={t('signIn.passwordPlaceholder')}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.currentTarget.value)}
              error={fields.message('password')}
              withAsterisk
            />
            <Anchor
              component={Link}
              to={FORGOT_PASSWORD_PATH}
              size="sm"
              mt={6}
              display="inline-block"
              data-testid="forgot-password-link"
            >
              {t('signIn.forgotPassword')}
            </Anchor>
          </Box>
          <Button type="submit" fullWidth mt="xs" loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      {isSignUpEnabled(config) && (
        <Text size="sm" ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component={Link} to={SIGN_UP_PATH} inherit>
            {t('signIn.createAccount')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
