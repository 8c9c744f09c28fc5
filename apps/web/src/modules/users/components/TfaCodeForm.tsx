import { users } from '@atrium/contracts';
import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { OneTimeCodeInput } from '../../../ui/OneTimeCodeInput/index.ts';

const FIELDS = ['code'] as const;
const INVALID_CODE = 'AUTH_TFA_INVALID';

export type TfaCodeFields = ReturnType<typeof useContractForm<'code'>>['fields'];

/** Shows a refused code (400 AUTH_TFA_INVALID) or a 418 under the code field; false for anything else. */
export function showCodeError(fields: TfaCodeFields, error: unknown): boolean {
  if (error instanceof ApiError && error.code === INVALID_CODE) {
    fields.setFromIssues([{ path: ['code'], message: error.msg }]);
    return true;
  }
  return fields.setFromError(error);
}

interface TfaCodeFormProps {
  /** Whether the code switches two-factor sign-in on or off (the body of PATCH /user/tfa-switch). */
  enable: boolean;
  submitLabel: string;
  submitColor?: string;
  pending: boolean;
  onCancel: () => void;
  /** Called with a 6-digit code; the caller shows a refusal through `showCodeError(fields, error)`. */
  onSubmit: (code: string, fields: TfaCodeFields) => void;
}

/** The authenticator code that confirms turning two-factor sign-in on or off, validated by the contract. */
export function TfaCodeForm({
  enable,
  submitLabel,
  submitColor,
  pending,
  onCancel,
  onSubmit,
}: TfaCodeFormProps) {
  const { t } = useTranslation('users');
  const { values, change, parse, fields } = useContractForm(FIELDS, { code: '' }, 'users');
  const form = {
    safeParse: (input: { code: string }) => users.tfaSwitch.schemas.body.safeParse({ enable, ...input }),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(form, values);
    if (body?.code) onSubmit(body.code, fields);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <OneTimeCodeInput
          label={t('tfa.code')}
          description={t('tfa.codeHint')}
          placeholder="123456"
          value={values.code}
          onChange={(value) => change('code', value)}
          error={fields.message('code')}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('tfa.cancel')}
          </Button>
          <Button type="submit" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
