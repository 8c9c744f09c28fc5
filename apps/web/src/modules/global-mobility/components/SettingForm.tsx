import { gm } from '@atrium/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupPermissionsOf, useCan } from '../../../kit/access.ts';
import { fetchNotificationGroups } from '../../../kit/api/groups.ts';
import { describeError } from '../../../lib/errors.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { type SettingBody, useSaveSetting, useStaffOptions } from '../api/gm.ts';
import { gmKeys } from '../api/keys.ts';
import { GLOBAL_MOBILITY } from '../kitApp.ts';
import { GM_PATHS } from '../paths.ts';

const FIELDS = [
  'name',
  'alarmTypes',
  'channels',
  'userIds',
  'groupIds',
  'escalation.afterMinutes',
  'escalation.userIds',
] as const;

interface Draft {
  name: string;
  alarmTypes: string[];
  channels: string[];
  userIds: string[];
  groupIds: string[];
  escalate: boolean;
  afterMinutes: number | string;
  escalationUserIds: string[];
}

const draftOf = (setting?: gm.Setting): Draft => ({
  name: setting?.name ?? '',
  alarmTypes: setting?.alarmTypes ?? ['sos'],
  channels: setting?.channels ?? ['app'],
  userIds: setting?.users.map((u) => String(u.id)) ?? [],
  groupIds: setting?.groups.map((g) => String(g.id)) ?? [],
  escalate: !!setting?.escalation,
  afterMinutes: setting?.escalation?.afterMinutes ?? 10,
  escalationUserIds: setting?.escalation?.users.map((u) => String(u.id)) ?? [],
});

const bodyOf = (draft: Draft) => ({
  name: draft.name,
  alarmTypes: draft.alarmTypes,
  channels: draft.channels,
  userIds: draft.userIds.map(Number),
  groupIds: draft.groupIds.map(Number),
  escalation: draft.escalate
    ? {
        afterMinutes: typeof draft.afterMinutes === 'number' ? draft.afterMinutes : Number.NaN,
        userIds: draft.escalationUserIds.map(Number),
      }
    : null,
});

/** Options of a picker: the ones known plus the setting's own (named even when not on the first page). */
const withOwn = (options: { value: string; label: string }[], own: { id: number; name: string }[]) => [
  ...options,
  ...own
    .filter((o) => !options.some((x) => x.value === String(o.id)))
    .map((o) => ({ value: String(o.id), label: o.name })),
];

interface SettingFormProps {
  setting?: gm.Setting;
  onSaved: (setting: gm.Setting) => void;
}

/**
 * A notification setting: its name, the alarms it is about, who is told (users of the company, notification
 * groups), by which channels, and whom to tell when nobody acknowledges within the minutes set. Checked by
 * the contract's `settingInput`; the server's 418s come under the same fields.
 */
export function SettingForm({ setting, onSaved }: SettingFormProps) {
  const { t } = useTranslation('gm');
  const can = useCan();
  const save = useSaveSetting(setting?.id ?? null);
  const fields = useFieldErrors(FIELDS, 'gm');
  const [draft, setDraft] = useState(() => draftOf(setting));
  const people = useStaffOptions();
  const groupsAllowed = can(groupPermissionsOf(GLOBAL_MOBILITY).view);
  const groups = useQuery({
    queryKey: [...gmKeys.all, 'group-options'],
    enabled: groupsAllowed,
    queryFn: ({ signal }) =>
      fetchNotificationGroups(GLOBAL_MOBILITY)({ limit: 100, offset: 0, total: true, filter: {} }, signal),
    select: (page) => page.data.map((g) => ({ value: String(g.id), label: g.name })),
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K], field?: (typeof FIELDS)[number]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (field) fields.clear(field);
  };
  const userOptions = withOwn(people.data ?? [], [
    ...(setting?.users ?? []),
    ...(setting?.escalation?.users ?? []),
  ]);
  const groupOptions = withOwn(groups.data ?? [], setting?.groups ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gm.settingInput.safeParse(bodyOf(draft));
    if (!parsed.success) {
      fields.setFromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: [issue.path.join('.')] })));
      return;
    }
    fields.reset();
    save.mutate(bodyOf(draft) as SettingBody, {
      onSuccess: onSaved,
      onError: (error) => fields.setFromError(error),
    });
  };

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-label={t('settings.form.title')}>
        <Stack gap="md">
          <TextInput
            label={t('settings.form.name')}
            required
            value={draft.name}
            onChange={(event) => set('name', event.currentTarget.value, 'name')}
            error={fields.message('name')}
            data-testid="setting-name"
          />
          <Checkbox.Group
            label={t('settings.form.alarmTypes')}
            value={draft.alarmTypes}
            onChange={(value) => set('alarmTypes', value, 'alarmTypes')}
            error={fields.message('alarmTypes')}
          >
            <Group mt="xs">
              {gm.GM_ALARM_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`settings.alarmTypes.${type}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <MultiSelect
            label={t('settings.form.users')}
            description={t('settings.form.usersHint')}
            data={userOptions}
            value={draft.userIds}
            onChange={(value) => set('userIds', value, 'userIds')}
            error={fields.message('userIds')}
            searchable
            nothingFoundMessage={t('settings.form.nobody')}
          />
          {groupsAllowed && (
            <MultiSelect
              label={t('settings.form.groups')}
              data={groupOptions}
              value={draft.groupIds}
              onChange={(value) => set('groupIds', value, 'groupIds')}
              error={fields.message('groupIds')}
              searchable
              nothingFoundMessage={t('settings.form.noGroups')}
            />
          )}
          <Checkbox.Group
            label={t('settings.form.channels')}
            value={draft.channels}
            onChange={(value) => set('channels', value, 'channels')}
            error={fields.message('channels')}
          >
            <Group mt="xs">
              {gm.GM_CHANNELS.map((channel) => (
                <Checkbox key={channel} value={channel} label={t(`settings.channels.${channel}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t('settings.form.escalate')}
            checked={draft.escalate}
            onChange={(event) => set('escalate', event.currentTarget.checked)}
          />
          {draft.escalate && (
            <Group grow align="flex-start">
              <NumberInput
                label={t('settings.form.afterMinutes')}
                min={gm.ESCALATION_MINUTES.min}
                max={gm.ESCALATION_MINUTES.max}
                allowDecimal={false}
                value={draft.afterMinutes}
                onChange={(value) => set('afterMinutes', value, 'escalation.afterMinutes')}
                error={fields.message('escalation.afterMinutes')}
              />
              <MultiSelect
                label={t('settings.form.escalationUsers')}
                data={userOptions}
                value={draft.escalationUserIds}
                onChange={(value) => set('escalationUserIds', value, 'escalation.userIds')}
                error={fields.message('escalation.userIds')}
                searchable
                nothingFoundMessage={t('settings.form.nobody')}
              />
            </Group>
          )}
          {save.isError && !fields.handles(save.error) && (
            <Alert color="red" role="alert">
              {describeError(t, save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={GM_PATHS.settingsList} variant="default">
              {t('settings.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('settings.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
