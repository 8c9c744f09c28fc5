import { companies } from '@atrium/contracts';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { PasswordField } from '../../../ui/PasswordField/index.ts';
import { useCreateCompanyUser, useRoles } from '../api.ts';

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'roleId'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { email: '', firstName: '', lastName: '', password: '', roleId: '' };

interface AddUserModalProps {
  companyId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds a user to a company (POST /company/:id/user): email, names, an optional first password (with the
 * rule checklist, R51/R52; without one the user is emailed a set-password link) and an optional role.
 * Validated with the contract's schema; a 418 (e.g. "This email is already used") shows under its field.
 */
export function AddUserModal({ companyId, opened, onClose }: AddUserModalProps) {
  const { t } = useTranslation('companies');
  const roles = useRoles(companyId, opened);
  const create = useCreateCompanyUser(companyId);
  const { values, change, reset, parse, fields } = useContractForm(FIELDS, EMPTY, 'companies');

  const close = () => {
    reset();
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(companies.createUser.schemas.body, {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      password: values.password === '' ? undefined : values.password,
      roleId: values.roleId === '' ? undefined : values.roleId,
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: close,
      onError: (error) => fields.setFromError(error),
    });
  };

  const roleOptions = (roles.data ?? []).map((role) => ({
    value: String(role.id),
    label: role.system ? role.name : `${role.name} · ${t('roles.custom')}`,
  }));

  return (
    <Modal opened={opened} onClose={close} title={t('addUser.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('addUser.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={fields.message('email')}
            withAsterisk
            data-autofocus
          />
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('addUser.firstName')}
              value={values.firstName}
              onChange={(event) => change('firstName', event.currentTarget.value)}
              error={fields.message('firstName')}
              withAsterisk
            />
            <TextInput
              label={t('addUser.lastName')}
              value={values.lastName}
              onChange={(event) => change('lastName', event.currentTarget.value)}
              error={fields.message('lastName')}
              withAsterisk
            />
          </Group>
          <Stack gap={4}>
            <PasswordField
              label={t('addUser.password')}
              value={values.password}
              onChange={(value) => change('password', value)}
              error={fields.message('password')}
            />
            <Text size="xs" c="dimmed">
              {t('addUser.passwordHint')}
            </Text>
          </Stack>
          <Select
            label={t('addUser.role')}
            placeholder={roles.isPending ? t('addUser.rolesLoading') : t('addUser.rolePlaceholder')}
            data={roleOptions}
            value={values.roleId || null}
            onChange={(value) => change('roleId', value ?? '')}
            error={fields.message('roleId') ?? (roles.isError ? t('roles.loadFailed') : undefined)}
            disabled={roles.isPending || roles.isError}
            clearable
            searchable
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('addUser.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
