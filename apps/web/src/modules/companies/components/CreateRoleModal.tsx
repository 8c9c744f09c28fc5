import { companies } from '@atrium/contracts';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
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
  const fields = useFieldErrors(FIELDS, 'companies');
  const [values, setValues] = useState(EMPTY);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };
  const close = () => {
    setValues(EMPTY);
    fields.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = companies.createRole.schemas.body.safeParse({ ...values, permissions: [] });
    if (!parsed.success) {
      fields.setFromIssues(
        parsed.error.issues.map((issue) =>
          values[issue.path[0] as Field]?.trim() === '' ? { ...issue, message: 'Required' } : issue,
        ),
      );
      return;
    }
    fields.reset();
    create.mutate(parsed.data, {
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
