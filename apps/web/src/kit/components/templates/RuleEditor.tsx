import { alarms } from '@atrium/contracts';
import { ActionIcon, Badge, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KIND_FIELDS, OPTIONAL_RULE_FIELDS, type RuleField, type RuleRow, ruleField } from './ruleRows.ts';

export interface SensorOption {
  key: string;
  name: string;
  unit: string;
}

interface RuleEditorProps {
  index: number;
  row: RuleRow;
  sensors: readonly SensorOption[];
  onChange: (field: RuleField, value: string) => void;
  onRemove: () => void;
  /** The translated message of a form field (`rules.0.max`). */
  error: (field: string) => string | undefined;
}

const NUMBER_FIELDS = ['value', 'min', 'max', 'minutes', 'forSeconds'] as const;
/** Fields whose unit is their own rather than the sensor's. */
const OWN_UNIT: Partial<Record<RuleField, string>> = { minutes: '', forSeconds: 's' };

/** One rule: its kind, the sensor it watches, thresholds, severity; its category follows from the kind. */
export function RuleEditor({ index, row, sensors, onChange, onRemove, error }: RuleEditorProps) {
  const { t } = useTranslation('kit');
  const fields = KIND_FIELDS[row.kind];
  const unit = sensors.find((sensor) => sensor.key === row.key)?.unit;
  const sensorOptions = sensors.map((sensor) => ({
    value: sensor.key,
    label: sensor.unit ? `${sensor.name} (${sensor.unit})` : sensor.name,
  }));
  // A rule loaded with a value name no listed sensor has still shows it.
  if (row.key && !sensors.some((sensor) => sensor.key === row.key)) {
    sensorOptions.push({ value: row.key, label: row.key });
  }
  const category = alarms.categoryOf(row.kind);
  const name = t('templates.form.ruleN', { n: index + 1 });
  return (
    <Paper withBorder p="md" role="group" aria-label={name} data-testid={`rule-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Badge
              variant="light"
              color={category === 'status' ? 'grape' : 'blue'}
              data-testid="rule-category"
            >
              {t(`templates.categories.${category}`)}
            </Badge>
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('templates.form.removeRule', { name })}
            title={t('templates.form.removeRule', { name })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('templates.form.kind')}
            data={alarms.RULE_KINDS.map((kind) => ({ value: kind, label: t(`templates.kinds.${kind}`) }))}
            value={row.kind}
            onChange={(value) => value && onChange('kind', value)}
            allowDeselect={false}
            error={error(ruleField(index, 'kind'))}
          />
          {fields.includes('key') && (
            <Select
              label={t('templates.form.sensor')}
              placeholder={t('templates.form.sensorPlaceholder')}
              data={sensorOptions}
              value={row.key || null}
              onChange={(value) => onChange('key', value ?? '')}
              searchable
              withAsterisk
              error={error(ruleField(index, 'key'))}
            />
          )}
          {NUMBER_FIELDS.filter((field) => fields.includes(field)).map((field) => (
            <TextInput
              key={field}
              label={t(`templates.form.${field}`)}
              value={row[field]}
              onChange={(event) => onChange(field, event.currentTarget.value)}
              inputMode={field === 'forSeconds' ? 'numeric' : 'decimal'}
              dir="ltr"
              description={field === 'forSeconds' ? t('templates.form.forSecondsHint') : undefined}
              rightSection={field in OWN_UNIT ? OWN_UNIT[field] || undefined : unit}
              rightSectionWidth={unit && !(field in OWN_UNIT) ? 56 : undefined}
              withAsterisk={!OPTIONAL_RULE_FIELDS.includes(field)}
              error={error(ruleField(index, field))}
            />
          ))}
          <Select
            label={t('templates.form.severity')}
            data={alarms.SEVERITIES.map((value) => ({ value, label: t(`templates.severities.${value}`) }))}
            value={row.severity || null}
            onChange={(value) => onChange('severity', value ?? '')}
            allowDeselect={false}
            withAsterisk
            error={error(ruleField(index, 'severity'))}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
