import { assetwatch } from '@atrium/contracts';
import {
  Button,
  Card,
  Checkbox,
  Chip,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { AW_KEYS } from '../../access.ts';
import { useAlarmSettings, useSaveAlarmSettings } from '../../api/dashboard.ts';
import { AW_PATHS } from '../../paths.ts';

type Settings = assetwatch.AlarmSettings;
const FIELDS = [
  'rules',
  'notSeenMinutes',
  'lowBattery',
  'timeZone',
  'workDays',
  'workFrom',
  'workTo',
  'lockRadiusMetres',
] as const;
const DAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;

/** /asset-watch/alarms/alarm-settings: which rules run, their thresholds and the working hours. */
export function AlarmSettingsPage() {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const query = useAlarmSettings();
  const save = useSaveAlarmSettings();
  const errors = useFieldErrors(FIELDS, 'asset-watch');
  const [draft, setDraft] = useState<Settings | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);
  if (!draft)
    return (
      <RecordLoadState
        query={query}
        failedTitle={t('settings.failed')}
        notFoundTitle={t('settings.failed')}
        back={{ to: AW_PATHS.dashboard, label: t('details.back') }}
      />
    );
  const editable = can(AW_KEYS.settings.update);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => {
    setDraft({ ...draft, [key]: value });
    errors.clear(key as (typeof FIELDS)[number]);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { companyId: _c, updatedAt: _u, forbiddenGeofenceIds: _f, ...body } = draft;
    const parsed = assetwatch.alarmSettingsUpdate.safeParse(body);
    if (!parsed.success) {
      errors.setFromIssues(parsed.error.issues);
      return;
    }
    save.mutate(parsed.data, { onError: (error) => errors.setFromError(error) });
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={save.error} shown={FIELDS} />
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h4" mb="sm">
              {t('settings.rules')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {assetwatch.AW_RULES.map((rule) => (
                <Checkbox
                  key={rule}
                  label={t(`rules.${rule}`)}
                  checked={draft.rules[rule] !== false}
                  disabled={!editable}
                  onChange={(e) => set('rules', { ...draft.rules, [rule]: e.currentTarget.checked })}
                />
              ))}
            </SimpleGrid>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <NumberInput
                label={t('settings.notSeenMinutes')}
                value={draft.notSeenMinutes}
                onChange={(v) => set('notSeenMinutes', Number(v))}
                error={errors.message('notSeenMinutes')}
                disabled={!editable}
              />
              <NumberInput
                label={t('settings.lowBattery')}
                value={draft.lowBattery}
                onChange={(v) => set('lowBattery', Number(v))}
                error={errors.message('lowBattery')}
                disabled={!editable}
              />
              <NumberInput
                label={t('settings.lockRadiusMetres')}
                value={draft.lockRadiusMetres}
                onChange={(v) => set('lockRadiusMetres', Number(v))}
                error={errors.message('lockRadiusMetres')}
                disabled={!editable}
              />
              <TextInput
                label={t('settings.timeZone')}
                value={draft.timeZone}
                onChange={(e) => set('timeZone', e.currentTarget.value)}
                error={errors.message('timeZone')}
                disabled={!editable}
              />
              <TextInput
                label={t('settings.workFrom')}
                value={draft.workFrom}
                onChange={(e) => set('workFrom', e.currentTarget.value)}
                error={errors.message('workFrom')}
                disabled={!editable}
              />
              <TextInput
                label={t('settings.workTo')}
                value={draft.workTo}
                onChange={(e) => set('workTo', e.currentTarget.value)}
                error={errors.message('workTo')}
                disabled={!editable}
              />
            </SimpleGrid>
            <Chip.Group
              multiple
              value={draft.workDays}
              onChange={(v) => set('workDays', v as Settings['workDays'])}
            >
              <Group gap="xs" mt="md" aria-label={t('settings.workDays')} role="group">
                {DAYS.map((day) => (
                  <Chip key={day} value={day} disabled={!editable}>
                    {t(`days.${day}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Card>
          {editable && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('settings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
