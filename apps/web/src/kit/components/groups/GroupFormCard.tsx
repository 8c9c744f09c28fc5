import { Card, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../modules/places/components/FormAlert.tsx';
import { FormActions } from '../../../modules/places/components/FormModal.tsx';
import { GroupBaseFields } from './GroupBaseFields.tsx';
import { GROUP_FIELDS, type useGroupForm } from './useGroupForm.ts';

interface GroupFormCardProps {
  form: ReturnType<typeof useGroupForm>;
  companyId: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  error: unknown;
  cancelTo: string;
  editing: boolean;
  /** What the kind of group adds below the shared fields. */
  children: ReactNode;
}

/** Either kind of group's form: the save's failure, the shared fields, the kind's own part, Cancel and Save. */
export function GroupFormCard({
  form,
  companyId,
  onSubmit,
  saving,
  error,
  cancelTo,
  editing,
  children,
}: GroupFormCardProps) {
  const { t } = useTranslation('kit');
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert error={error} shown={GROUP_FIELDS} />
          <GroupBaseFields form={form} companyId={companyId} />
          {children}
          <FormActions
            saving={saving}
            cancelTo={cancelTo}
            submitLabel={editing ? t('groups.form.save') : t('groups.form.create')}
          />
        </Stack>
      </form>
    </Card>
  );
}
