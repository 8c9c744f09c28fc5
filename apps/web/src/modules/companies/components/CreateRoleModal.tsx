import { companies } from '@atrium/contracts';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { useCreateRole } from '../api.ts';

const FIELDS = ['name', 'description'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', description: '' };

interface CreateRoleModalProps {
  companyId: number;
  opened: boolean;
  onClose: () => void;
  /** Called with the new role (201); its permissions are set on the permissions page. */
  onCreated?: (role: companies.CompanyRole) => void;
}

/** A custom role of a company (POST /company/:id/role): a name and a description, no permissions yet. */
export function CreateRoleModal({ companyId, opened, onClose, onCreated }: CreateRoleModalProps) {
  const { t } = useTranslation('companies');
  const create = useCreateRole(companyId);
  const { values, change, reset, parse, fields } = useContractForm(FIELDS, EMPTY, 'companies');

  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(companies.createRole.schemas.body, { ...values, permissions: [] });
    if (!body) return;
    create.mutate(body, {
      onSuccess: ({ data }) => {
        close();
        onCreated?.(data);
      },
      onError: (error) => fields.setFromError(error),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('createRole.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('createRole.name')}
            value={values.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={fields.message('name')}
            withAsterisk
            data-autofocus
          />
          <Textarea
            label={t('createRole.description')}
            value={values.description}
            onChange={(event) => change('description', event.currentTarget.value)}
            error={fields.message('description')}
            rows={3}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('createRole.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
