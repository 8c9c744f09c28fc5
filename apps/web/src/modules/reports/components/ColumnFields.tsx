import { ActionIcon, Checkbox, Group, Input, Select, Stack, Switch } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Draft, sourceOf } from './draft.ts';
import { type FieldErrors, Section, type SetDraft } from './FormSection.tsx';
import { columnLabel, uiLanguage } from './reportText.ts';

/** `columns` with the one at `index` swapped with its neighbour `by` away. */
function moved(columns: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...columns];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
}

/**
 * The report's columns as a checkbox list in the report's order (chosen ones first, moved up or down), the
 * column it is grouped by (one the source allows) and whether it ends with totals.
 */
export function ColumnFields({ draft, set, fields }: { draft: Draft; set: SetDraft; fields: FieldErrors }) {
  const { t, i18n } = useTranslation('reports');
  const language = uiLanguage(i18n.language);
  const source = sourceOf(draft.source);
  const label = (key: string) => columnLabel(draft.source, key, language);
  const rest = source.columns.map((c) => c.key).filter((key) => !draft.columns.includes(key));
  const ordered = [...draft.columns, ...rest];
  const toggle = (key: string, on: boolean) =>
    set(
      {
        columns: on ? [...draft.columns, key] : draft.columns.filter((c) => c !== key),
        ...(!on && draft.groupBy === key && { groupBy: null }),
      },
      'columns',
    );
  const groupable = source.columns.filter((c) => c.groupable);
  return (
    <Section title={t('columns.title')}>
      <Input.Wrapper
        label={t('columns.label')}
        description={t('columns.help')}
        error={fields.message('columns')}
        withAsterisk
      >
        <Stack gap={4} mt="xs" role="list" aria-label={t('columns.label')}>
          {ordered.map((key) => {
            const index = draft.columns.indexOf(key);
            const chosen = index >= 0;
            return (
              <Group key={key} justify="space-between" wrap="nowrap" role="listitem" data-column={key}>
                <Checkbox
                  label={label(key)}
                  checked={chosen}
                  onChange={(event) => toggle(key, event.currentTarget.checked)}
                />
                {chosen && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('columns.up', { name: label(key) })}
                      disabled={index === 0}
                      onClick={() => set({ columns: moved(draft.columns, index, -1) }, 'columns')}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('columns.down', { name: label(key) })}
                      disabled={index === draft.columns.length - 1}
                      onClick={() => set({ columns: moved(draft.columns, index, 1) }, 'columns')}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      </Input.Wrapper>
      <Group grow align="flex-start">
        <Select
          label={t('columns.groupBy')}
          description={t('columns.groupByHelp')}
          placeholder={t('columns.noGrouping')}
          data={groupable.map((c) => ({ value: c.key, label: label(c.key) }))}
          value={draft.groupBy}
          onChange={(value) => set({ groupBy: value }, 'groupBy')}
          clearable
          error={fields.message('groupBy')}
        />
        <Switch
          mt="xl"
          label={t('columns.totals')}
          checked={draft.totals}
          onChange={(event) => set({ totals: event.currentTarget.checked }, 'totals')}
        />
      </Group>
    </Section>
  );
}
