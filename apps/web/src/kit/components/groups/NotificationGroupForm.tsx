import { groups } from '@atrium/contracts';
import { useState } from 'react';
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
  const body = () =>
    form.parse(groups.notificationGroupForm, { ...form.base(), notifications }, form.choices) as
      | NotificationGroupBody
      | undefined;
  return (
    <GroupFormCard
      form={form}
      companyId={companyId}
      body={body}
      save={save}
      onSaved={onSaved}
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
