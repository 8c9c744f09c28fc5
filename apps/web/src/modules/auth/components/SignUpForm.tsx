import { auth, PASSWORD_MISMATCH, passwordsMatch } from '@atrium/contracts';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { PasswordField } from '../../../ui/PasswordField/index.ts';
import type { SignUpBody } from '../api.ts';
import { authErrorText } from '../links.ts';
import { verifyPath } from '../paths.ts';

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

interface SignUpFormProps {
  /** Sends the checked body; on 201 the form goes to "check your inbox" for the created address. */
  send: (
    body: SignUpBody,
    callbacks: { onSuccess: (answer: { data: { email: string } }) => void; onError: (error: Error) => void },
  ) => void;
  pending: boolean;
  error: Error | null;
  /** The address the invitation was sent to, filled in (and still editable). */
  email?: string;
}

/** A company and its owner: company name, names, email, password twice; 418s land on their fields. */
export function SignUpForm({ send, pending, error, email = '' }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { values, change, parse, fields } = useContractForm(FIELDS, { ...EMPTY, email }, 'auth');

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
    send(body, {
      onSuccess: ({ data: created }) => navigate(verifyPath(created.email), { replace: true }),
      onError: (failure) => fields.setFromError(failure),
    });
  };

  const failure = error && !fields.handles(error) ? authErrorText(t, error) : null;

  return (
    <>
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
          <Button type="submit" fullWidth mt="xs" loading={pending}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
