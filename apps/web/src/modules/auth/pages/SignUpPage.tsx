import { auth, PASSWORD_MISMATCH, passwordsMatch } from '@atrium/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useConfig } from '../../../lib/config.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
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

/** The contract's body plus the confirmation: every issue of both at once (R51-R53). */
function validate(values: Record<Field, string>) {
  const { confirmPassword, ...body } = values;
  const parsed = auth.customerSignup.schemas.body.safeParse(body);
  // An empty field says Required, whatever its length rule says (the company name needs 2 characters).
  const issues: { path: PropertyKey[]; message: string }[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) =>
        values[issue.path[0] as Field]?.trim() === '' ? { ...issue, message: 'Required' } : issue,
      );
  if (confirmPassword === '') issues.push({ path: ['confirmPassword'], message: 'Required' });
  else if (!passwordsMatch(values.password, confirmPassword))
    issues.push({ path: ['confirmPassword'], message: PASSWORD_MISMATCH });
  return { data: parsed.success ? parsed.data : null, issues };
}

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
  const [values, setValues] = useState(EMPTY);
  const fields = useFieldErrors(FIELDS, 'auth');

  if (!isSignUpEnabled(config)) return <Navigate to={SIGN_IN_PATH} replace />;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };
  const input = (field: Exclude<Field, 'password' | 'confirmPassword'>) => ({
    label: t(`fields.${field}`),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    error: fields.message(field),
    withAsterisk: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, issues } = validate(values);
    if (!data || issues.length > 0) {
      fields.setFromIssues(issues);
      return;
    }
    fields.reset();
    signUp.mutate(data, {
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
