import { groups } from '@atrium/contracts';
import { Card, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { FormActions } from '../../../places/components/FormModal.tsx';
import { type NotificationGroupBody, useSaveNotificationGroup } from '../../api/groups.ts';
import { GroupBaseFields } from './GroupBaseFields.tsx';
import { NotificationMatrix } from './NotificationMatrix.tsx';
import { GROUP_FIELDS, useGroupForm } from './useGroupForm.ts';

interface NotificationGroupFormProps {
  group?: groups.NotificationGroup;
  companyId: number;
  cancelTo: string;
  onSaved: (group: groups.NotificationGroup) => void;
}

/** A notification group: name, description, users, resources and its type × method × channel matrix. */
export function NotificationGroupForm({ group, companyId, cancelTo, onSaved }: NotificationGroupFormProps) {
  const { t } = useTranslation('ignite-shield');
  const save = useSaveNotificationGroup(group?.id ?? null);
  const form = useGroupForm(group);
  const [notifications, setNotifications] = useState<groups.NotificationsMap>(group?.notifications ?? {});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.parse(groups.notificationGroupForm, { ...form.base(), notifications }, form.choices);
    if (!body) return;
    save.mutate(body as NotificationGroupBody, {
      onSuccess: ({ data }) => onSaved(data),
      onError: form.failed,
    });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={save.error} shown={GROUP_FIELDS} />
          <GroupBaseFields form={form} companyId={companyId} />
          <NotificationMatrix
            value={notifications}
            onChange={(next) => {
              setNotifications(next);
              form.fields.clear('notifications');
            }}
            error={form.fields.message('notifications')}
          />
          <FormActions
            saving={save.isPending}
            cancelTo={cancelTo}
            submitLabel={group ? t('groups.form.save') : t('groups.form.create')}
          />
        </Stack>
      </form>
    </Card>
  );
}
