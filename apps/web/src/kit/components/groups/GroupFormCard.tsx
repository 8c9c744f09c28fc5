import { Card, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../modules/places/components/FormAlert.tsx';
import { FormActions } from '../../../modules/places/components/FormModal.tsx';
import { GroupBaseFields } from './GroupBaseFields.tsx';
import { GROUP_FIELDS, type useGroupForm } from './useGroupForm.ts';

interface GroupFormCardProps<B, G> {
  form: ReturnType<typeof useGroupForm>;
  companyId: number;
  /** The body to save from the form, or undefined when the contract refused a field (shown under it). */
  body: () => B | undefined;
  save: Pick<UseMutationResult<{ data: G }, unknown, B>, 'mutate' | 'isPending' | 'error'>;
  onSaved: (group: G) => void;
  cancelTo: string;
  editing: boolean;
  /** What the kind of group adds below the shared fields. */
  children: ReactNode;
}

/**
 * Either kind of group's form: the save's failure, the shared fields, the kind's own part, Cancel and Save.
 * Saving sends `body()`; a 418 shows under its field.
 */
export function GroupFormCard<B, G>({
  form,
  companyId,
  body,
  save,
  onSaved,
  cancelTo,
  editing,
  children,
}: GroupFormCardProps<B, G>) {
  const { t } = useTranslation('kit');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = body();
    if (!parsed) return;
    save.mutate(parsed, { onSuccess: ({ data }) => onSaved(data), onError: form.failed });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={save.error} shown={GROUP_FIELDS} />
          <GroupBaseFields form={form} companyId={companyId} />
          {children}
          <FormActions
            saving={save.isPending}
            cancelTo={cancelTo}
            submitLabel={editing ? t('groups.form.save') : t('groups.form.create')}
          />
        </Stack>
      </form>
    </Card>
  );
}
