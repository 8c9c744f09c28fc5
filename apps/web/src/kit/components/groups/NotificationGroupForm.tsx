import { groups } from '@atrium/contracts';
import { type FormEvent, useState } from 'react';
import { type NotificationGroupBody, useSaveNotificationGroup } from '../../api/groups.ts';
import { GroupFormCard } from './GroupFormCard.tsx';
import { NotificationMatrix } from './NotificationMatrix.tsx';
import { useGroupForm } from './useGroupForm.ts';

interface NotificationGroupFormProps {
  group?: groups.NotificationGroup;
  companyId: number;
  cancelTo: string;
  onSaved: (group: groups.NotificationGroup) => void;
}

/** A notification group: name, description, users, resources and its type × method × channel matrix. */
export function NotificationGroupForm({ group, companyId, cancelTo, onSaved }: NotificationGroupFormProps) {
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
    <GroupFormCard
      form={form}
      companyId={companyId}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      cancelTo={cancelTo}
      editing={Boolean(group)}
    >
      <NotificationMatrix
        value={notifications}
        onChange={(next) => {
          setNotifications(next);
          form.fields.clear('notifications');
        }}
        error={form.fields.message('notifications')}
      />
    </GroupFormCard>
  );
}
