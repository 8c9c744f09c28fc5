import { fleet } from '@atrium/contracts';
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { useSaveAlarmSettings } from '../../api/dispatch.ts';

type Settings = fleet.AlarmSettingsInput;
type Field = keyof Settings;
const FIELDS = Object.keys(fleet.alarmSettingsInput.shape) as Field[];
/** The limits a switch turns off (null), and the ones always on. */
const OPTIONAL = ['speedLimitKmh', 'idleMinutes', 'lowBatteryPercent'] as const;
const REQUIRED = ['outOfRouteMeters', 'lateToleranceMinutes'] as const;
const SWITCHES = ['geofenceEnter', 'geofenceExit', 'harshEvents'] as const;
type Limit = (typeof OPTIONAL)[number] | (typeof REQUIRED)[number];

const pick = (settings: fleet.AlarmSettings): Settings =>
  Object.fromEntries(FIELDS.map((field) => [field, settings[field]])) as Settings;

/**
 * GET/PUT /fleet/alarm-settings: the limits the dispatch watcher raises alarms on. A limit's switch turns
 * its alarm off; each number is checked by the contract's ranges before sending, the server's 418 lands on
 * the same field.
 */
export function AlarmSettingsForm({
  settings,
  canEdit,
}: {
  settings: fleet.AlarmSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation('fleet');
  const save = useSaveAlarmSettings();
  const fields = useFieldErrors(FIELDS, 'fleet');
  const [values, setValues] = useState<Settings>(() => pick(settings));
  // A switched-off limit keeps the number it had, to come back with it.
  const [kept, setKept] = useState<Record<Limit, number | ''>>(() => {
    const defaults = fleet.DEFAULT_ALARM_SETTINGS;
    return Object.fromEntries(
      [...OPTIONAL, ...REQUIRED].map((field) => [field, settings[field] ?? defaults[field] ?? '']),
    ) as Record<Limit, number | ''>;
  });

  const set = <F extends Field>(field: F, value: Settings[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };
  const setNumber = (field: Limit, raw: string | number) => {
    const value = raw === '' ? '' : Number(raw);
    setKept((current) => ({ ...current, [field]: value }));
    set(field, (value === '' ? Number.NaN : value) as never);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = fleet.alarmSettingsInput.safeParse(values);
    if (!parsed.success) {
      fields.setFromIssues(parsed.error.issues);
      return;
    }
    save.mutate(parsed.data, { onError: (error) => fields.setFromError(error) });
  };

  const number = (field: Limit, toggled: boolean) => {
    const range = fleet.SETTING_RANGES[field];
    const off = toggled && values[field] === null;
    return (
      <Stack gap={6} key={field}>
        {toggled && (
          <Switch
            label={t(`dispatch.settings.fields.${field}.toggle`)}
            checked={!off}
            disabled={!canEdit}
            onChange={(event) =>
              set(
                field,
                (event.currentTarget.checked
                  ? kept[field] === ''
                    ? Number.NaN
                    : kept[field]
                  : null) as never,
              )
            }
          />
        )}
        <NumberInput
          label={t(`dispatch.settings.fields.${field}.label`)}
          description={t('dispatch.settings.range', { min: range.min, max: range.max })}
          value={off ? '' : (kept[field] ?? '')}
          onChange={(raw) => setNumber(field, raw)}
          disabled={off || !canEdit}
          allowDecimal={false}
          // Out of range stays as typed, so the range's message says why it is not saved.
          clampBehavior="none"
          min={range.min}
          max={range.max}
          error={fields.message(field)}
          withAsterisk={!off}
        />
      </Stack>
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormAlert error={save.error} shown={FIELDS} />
          {!settings.custom && (
            <Text size="sm" c="dimmed" data-testid="settings-defaults">
              {t('dispatch.settings.usingDefaults')}
            </Text>
          )}
          <Title order={2} size="h4">
            {t('dispatch.settings.vehicleTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('speedLimitKmh', true)}
            {number('idleMinutes', true)}
          </SimpleGrid>
          <Stack gap="xs">
            {SWITCHES.map((field) => (
              <Switch
                key={field}
                label={t(`dispatch.settings.fields.${field}`)}
                checked={values[field]}
                disabled={!canEdit}
                onChange={(event) => set(field, event.currentTarget.checked)}
              />
            ))}
          </Stack>
          <Title order={2} size="h4">
            {t('dispatch.settings.jobTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('outOfRouteMeters', false)}
            {number('lateToleranceMinutes', false)}
          </SimpleGrid>
          <Title order={2} size="h4">
            {t('dispatch.settings.deviceTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{number('lowBatteryPercent', true)}</SimpleGrid>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('dispatch.actions.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
