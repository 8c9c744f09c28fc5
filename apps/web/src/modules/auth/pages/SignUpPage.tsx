import { auth, PASSWORD_MISMATCH, passwordsMatch } from '@atrium/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useConfig } from '../../../lib/config.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { PasswordField } from '../../../ui/PasswordField/index.ts';
import { type SignUpBody, useSignUp } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { authErrorText, isSignUpEnabled } from '../links.ts';
import { SIGN_IN_PATH, verifyPath } from '../paths.ts';

type Field = keyof SignUpBody | 'confirmPassword';
const FIELDS: readonly Field[] = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
];
const EMPTY: Record<Field, string> = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

type Issue = { path: PropertyKey[]; message: string };

/**
 * The contract's body plus the confirmation (R51-R53), every issue of both at once: a blank confirmation
 * or one that differs is an issue on `confirmPassword` (the form turns a blank one into "Required").
 */
const signUpForm = {
  safeParse({ confirmPassword, ...body }: Record<Field, string>) {
    const parsed = auth.customerSignup.schemas.body.safeParse(body);
    const issues: Issue[] = parsed.success ? [] : [...parsed.error.issues];
    if (confirmPassword === '' || !passwordsMatch(body.password, confirmPassword))
      issues.push({ path: ['confirmPassword'], message: PASSWORD_MISMATCH });
    return parsed.success && issues.length === 0
      ? { success: true as const, data: parsed.data }
      : { success: false as const, error: { issues } };
  },
};

/**
 * /core/auth/sign-up: a new Customer company and its owner (POST /company/customer/signup). On 201 the
 * owner goes to "check your inbox": the email must be confirmed before signing in. Brands without self
 * sign-up (`brand.signUpEnabled === false`) send visitors to sign-in.
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const config = useConfig();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { values, change, parse, fields } = useContractForm(FIELDS, EMPTY, 'auth');

  if (!isSignUpEnabled(config)) return <Navigate to={SIGN_IN_PATH} replace />;

  const input = (field: Exclude<Field, 'password' | 'confirmPassword'>) => ({
    label: t(`fields.${field}`),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    error: fields.message(field),
    withAsterisk: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(signUpForm, values);
    if (!body) return;
    signUp.mutate(body, {
      onSuccess: ({ data: created }) => navigate(verifyPath(created.email), { replace: true }),
      onError: (error) => fields.setFromError(error),
    });
  };

  const failure = signUp.error && !fields.handles(signUp.error) ? authErrorText(t, signUp.error) : null;

  return (
    <Stack gap="lg">
      <AuthHeading title={t('signUp.title')} subtitle={t('signUp.subtitle', { brand: config.brand.name })} />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('signUp.failed')}>
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput {...input('companyName')} autoComplete="organization" data-autofocus />
          <Group grow align="flex-start" gap="sm">
            <TextInput {...input('firstName')} autoComplete="given-name" />
            <TextInput {...input('lastName')} autoComplete="family-name" />
          </Group>
          <TextInput
            {...input('email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <PasswordField
            label={t('fields.password')}
            placeholder={t('fields.newPasswordPlaceholder')}
            value={values.password}
            onChange={(value) => change('password', value)}
            error={fields.message('password')}
            withAsterisk
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            placeholder={t('fields.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => change('confirmPassword', event.currentTarget.value)}
            error={fields.message('confirmPassword')}
            withAsterisk
          />
          <Button type="submit" fullWidth mt="xs" loading={signUp.isPending}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to={SIGN_IN_PATH} inherit>
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
