import { newPasswordWithConfirmationSchema } from '@atrium/contracts';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { PasswordField } from '../../../ui/PasswordField/index.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
export type PasswordFields = ReturnType<typeof useFieldErrors<Field>>;

interface NewPasswordFormProps {
  submitLabel: string;
  pending: boolean;
  /** Called with a password that meets every rule (R51) and its matching confirmation (R53). */
  onSubmit: (password: string, fields: PasswordFields) => void;
}

/** A new password with the rule checklist, and its confirmation (reset and set password). */
export function NewPasswordForm({ submitLabel, pending, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const fields = useFieldErrors(FIELDS, 'auth');

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newPasswordWithConfirmationSchema.safeParse(values);
    if (!parsed.success) {
      fields.setFromIssues(parsed.error.issues);
      return;
    }
    fields.reset();
    onSubmit(parsed.data.password, fields);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label={t('fields.newPassword')}
          placeholder={t('fields.newPasswordPlaceholder')}
          value={values.password}
          onChange={(value) => change('password', value)}
          error={fields.message('password')}
          withAsterisk
          data-autofocus
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
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
