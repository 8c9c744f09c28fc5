import { auth } from '@atrium/contracts';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useConfig } from '../../../lib/config.ts';
import { describeError, toFieldErrors } from '../../../lib/errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { type SignInBody, useSignIn } from '../api.ts';

type Field = keyof SignInBody;
const FIELDS: readonly Field[] = ['email', 'password'];
const isFieldError = (error: unknown) =>
  error instanceof ApiError && !!error.fieldErrors?.some((item) => FIELDS.includes(item.param as Field));

/** /core/auth/sign-in: email and password, validated with the contract's schema, then POST /auth/login. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { brand } = useConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = auth.login.schemas.body.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: () => navigate(safeRedirect(searchParams.get('redirect')), { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) setErrors(toFieldErrors(error.fieldErrors));
      },
    });
  };

  const fieldError = (field: Field) => (errors[field] ? translateMessage(t, errors[field]) : undefined);
  const failure = signIn.error && !isFieldError(signIn.error) ? describeError(t, signIn.error) : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="h3">
          {t('signIn.heading', { brand: brand.name })}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('signIn.subtitle')}
        </Text>
      </div>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('signIn.failed')}>
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
            onChange={onChange('email')}
            error={fieldError('email')}
            withAsterisk
            data-autofocus
          />
          <PasswordInput
            label={t('signIn.password')}
            placeholder={t('signIn.passwordPlaceholder')}
            autoComplete="current-password"
            value={values.password}
            onChange={onChange('password')}
            error={fieldError('password')}
            withAsterisk
          />
          <Button type="submit" fullWidth mt="xs" loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
