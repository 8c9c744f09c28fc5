import { newPasswordWithConfirmationSchema } from '@atrium/contracts';
import { Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import type { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { PasswordField } from '../../../ui/PasswordField/index.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { password: '', confirmPassword: '' };
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
  const { values, change, parse, fields } = useContractForm(FIELDS, EMPTY, 'auth');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(newPasswordWithConfirmationSchema, values);
    if (body) onSubmit(body.password, fields);
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
