import { access } from '@atrium/contracts';
import { ActionIcon, Button, Checkbox, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DottedErrors } from './useDottedErrors.ts';

export type WindowDraft = { day: access.WeekDay; start: string; end: string; overnight: boolean };

export const newWindow = (day: access.WeekDay = 'sat'): WindowDraft => ({
  day,
  start: '08:00',
  end: '17:00',
  overnight: false,
});

interface WindowsEditorProps {
  value: WindowDraft[];
  onChange: (windows: WindowDraft[]) => void;
  errors: DottedErrors;
  /** The body field the windows go in (`windows`), which names their errors: `windows.0.end`. */
  field: string;
}

/** Weekly windows, each a day (Saturday first, R195), a start and an end time, possibly ending next day. */
export function WindowsEditor({ value, onChange, errors, field }: WindowsEditorProps) {
  const { t } = useTranslation('metro-watch');
  const days = access.WEEK_DAYS.map((day) => ({ value: day, label: t(`access.days.${day}`) }));
  const update = (index: number, change: Partial<WindowDraft>) => {
    for (const key of Object.keys(change)) errors.clear(`${field}.${index}.${key}`);
    errors.clear(field);
    onChange(value.map((window, at) => (at === index ? { ...window, ...change } : window)));
  };
  const add = () => {
    const last = value.at(-1);
    onChange([...value, newWindow(last ? access.nextDay(last.day) : 'sat')]);
    errors.clear(field);
  };
  return (
    <Input.Wrapper label={t('access.windows.label')} error={errors.message(field)}>
      <Stack gap="xs" mt={4}>
        {value.map((window, index) => {
          const name = (key: string) => `${field}.${index}.${key}`;
          const position = { n: index + 1 };
          return (
            <Group
              // biome-ignore lint/suspicious/noArrayIndexKey: windows have no id; a row is its position
              key={index}
              align="flex-start"
              gap="xs"
              wrap="wrap"
              role="group"
              aria-label={t('access.windows.row', position)}
            >
              <Select
                aria-label={t('access.windows.day', position)}
                data={days}
                value={window.day}
                allowDeselect={false}
                onChange={(day) => day && update(index, { day: day as access.WeekDay })}
                error={errors.message(name('day'))}
                w={150}
              />
              <TextInput
                aria-label={t('access.windows.start', position)}
                placeholder="HH:mm"
                dir="ltr"
                value={window.start}
                onChange={(event) => update(index, { start: event.currentTarget.value })}
                error={errors.message(name('start'))}
                w={110}
              />
              <TextInput
                aria-label={t('access.windows.end', position)}
                placeholder="HH:mm"
                dir="ltr"
                value={window.end}
                onChange={(event) => update(index, { end: event.currentTarget.value })}
                error={errors.message(name('end'))}
                w={110}
              />
              <Checkbox
                mt={8}
                label={t('access.windows.overnight')}
                checked={window.overnight}
                onChange={(event) => update(index, { overnight: event.currentTarget.checked })}
              />
              <ActionIcon
                mt={4}
                variant="subtle"
                color="red"
                aria-label={t('access.windows.remove', position)}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
            {t('access.windows.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
