import { alarms } from '@atrium/contracts';
import { Button, Card, Group, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { FormAlert } from '../../../modules/places/components/FormAlert.tsx';
import { FormActions } from '../../../modules/places/components/FormModal.tsx';
import { useUserSolutions } from '../../api/reference.ts';
import { type TemplateBody, useSaveTemplate, useSensorTypes } from '../../api/templates.ts';
import { RuleEditor } from './RuleEditor.tsx';
import {
  ALL_RULE_FIELDS,
  emptyRule,
  type RuleField,
  type RuleRow,
  ruleField,
  toRow,
  toRuleInput,
} from './ruleRows.ts';
import { templateSchema } from './templateSchema.ts';

const TOP_FIELDS = ['name', 'description', 'solutionId', 'enabled', 'rules'] as const;
const FIELDS: readonly string[] = [...TOP_FIELDS, ...ALL_RULE_FIELDS];
/** Fields picked from a list or generated: their own message beats the form's blank "Required". */
const CHOICES: readonly string[] = ['solutionId', 'enabled', 'rules', ...ALL_RULE_FIELDS];

interface TemplateFormProps {
  /** create: a blank form; copy: a new template prefilled from `template`; edit: changes `template`. */
  mode: 'create' | 'copy' | 'edit';
  template?: alarms.Template;
  onSaved: (template: alarms.Template) => void;
  cancelTo: string;
}

function initialValues(mode: TemplateFormProps['mode'], template?: alarms.Template) {
  const values: Record<string, string> = Object.fromEntries(FIELDS.map((field) => [field, '']));
  if (!template) return values;
  return {
    ...values,
    name: mode === 'copy' ? `${template.name} (copy)`.slice(0, 120) : template.name,
    description: template.description,
    solutionId: template.solutionId === null ? '' : String(template.solutionId),
  };
}

/**
 * A template's name, description, solution and rules, checked by the contract's `templateForm` (the
 * schema the server checks with) on submit; each issue shows under its field, the server's 418 too.
 */
export function TemplateForm({ mode, template, onSaved, cancelTo }: TemplateFormProps) {
  const { t } = useTranslation('kit');
  const save = useSaveTemplate(mode === 'edit' && template ? template.id : null);
  const solutions = useUserSolutions();
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    initialValues(mode, template),
    'kit',
  );
  const [enabled, setEnabled] = useState(template?.enabled ?? true);
  const [rules, setRules] = useState<RuleRow[]>(
    template ? template.rules.map((rule) => toRow(rule, mode === 'edit')) : [emptyRule()],
  );
  const solutionId = values.solutionId ? Number(values.solutionId) : null;
  const sensors = useSensorTypes(solutionId);

  const changeRule = (index: number, field: RuleField, value: string) => {
    setRules((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    if (field === 'kind')
      for (const name of ['key', 'value', 'min', 'max', 'minutes', 'forSeconds'] as const)
        fields.clear(ruleField(index, name));
    fields.clear(ruleField(index, field));
  };
  const addRule = () => {
    setRules((current) => [...current, emptyRule()]);
    fields.clear('rules');
  };
  // Messages are named by index, so after a removal they would sit on the wrong rule.
  const removeRule = (index: number) => {
    setRules((current) => current.filter((_, i) => i !== index));
    fields.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(
      templateSchema(rules),
      {
        name: values.name,
        description: values.description,
        solutionId,
        enabled,
        rules: rules.map(toRuleInput),
      },
      CHOICES,
    );
    if (!body) return;
    save.mutate(body as TemplateBody, {
      onSuccess: ({ data }) => onSaved(data),
      onError: (error) => fields.setFromError(error),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={save.error} shown={TOP_FIELDS} />
          <Group grow align="flex-start">
            <TextInput label={t('templates.form.name')} {...input('name')} withAsterisk data-autofocus />
            <Select
              label={t('templates.form.solution')}
              placeholder={t('templates.allSolutions')}
              data={(solutions.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={values.solutionId || null}
              onChange={(value) => change('solutionId', value ?? '')}
              clearable
              error={
                fields.message('solutionId') ??
                (solutions.isError ? t('templates.form.solutionsFailed') : undefined)
              }
            />
          </Group>
          <Textarea label={t('templates.form.description')} {...input('description')} rows={2} />
          <Switch
            label={t('templates.form.enabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('templates.rules')}
            </Title>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={addRule}
              disabled={rules.length >= alarms.MAX_RULES}
            >
              {t('templates.form.addRule')}
            </Button>
          </Group>
          {rules.map((row, index) => (
            <RuleEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id until saved; the index is their name
              key={index}
              index={index}
              row={row}
              sensors={sensors.data ?? []}
              onChange={(field, value) => changeRule(index, field, value)}
              onRemove={() => removeRule(index)}
              error={fields.message}
            />
          ))}
          {fields.message('rules') && (
            <Text c="red" size="sm" role="alert">
              {fields.message('rules')}
            </Text>
          )}
          <FormActions
            saving={save.isPending}
            cancelTo={cancelTo}
            submitLabel={mode === 'edit' ? t('common.save') : t('templates.form.create')}
          />
        </Stack>
      </form>
    </Card>
  );
}
