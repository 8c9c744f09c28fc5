import type { facmgmt } from '@atrium/contracts';
import { Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DottedErrors } from './useDottedErrors.ts';

type Day = facmgmt.DayHours | null;

/** Opening hours, Saturday first (spec §9): each day's open and close, or closed. */
export function OpeningHoursTable({ hours, label }: { hours: readonly Day[]; label: string }) {
  const { t } = useTranslation('facility-booking');
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={2} w="auto">
      <Table.Tbody>
        {hours.map((day, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven days are fixed, Saturday first.
          <Table.Tr key={index}>
            <Table.Th fw={500} pe="md">
              {t(`weekdays.${index}`)}
            </Table.Th>
            <Table.Td dir="ltr" ta="start">
              {day ? (
                `${day.open} – ${day.close}`
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('hours.closed')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface HoursEditorProps {
  hours: Day[];
  onChange: (hours: Day[]) => void;
  errors: DottedErrors;
  /** The field's path in the body, `openingHours`. */
  field: string;
}

/** Seven days, Saturday first: open (a switch) and the open and close times as HH:mm. */
export function OpeningHoursEditor({ hours, onChange, errors, field }: HoursEditorProps) {
  const { t } = useTranslation('facility-booking');
  const set = (index: number, day: Day) =>
    onChange(hours.map((current, at) => (at === index ? day : current)));
  return (
    <Table aria-label={t('hours.title')} verticalSpacing="xs">
      <Table.Tbody>
        {hours.map((day, index) => {
          const name = t(`weekdays.${index}`);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the seven days are fixed, Saturday first.
            <Table.Tr key={index}>
              <Table.Td>
                <Checkbox
                  label={name}
                  checked={day !== null}
                  onChange={(event) =>
                    set(index, event.currentTarget.checked ? { open: '08:00', close: '18:00' } : null)
                  }
                />
              </Table.Td>
              <Table.Td>
                {day ? (
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <TextInput
                      aria-label={t('hours.openOn', { day: name })}
                      placeholder="HH:mm"
                      dir="ltr"
                      w={90}
                      value={day.open}
                      onChange={(event) => set(index, { ...day, open: event.currentTarget.value })}
                      error={errors.message(`${field}.${index}.open`)}
                    />
                    <TextInput
                      aria-label={t('hours.closeOn', { day: name })}
                      placeholder="HH:mm"
                      dir="ltr"
                      w={90}
                      value={day.close}
                      onChange={(event) => set(index, { ...day, close: event.currentTarget.value })}
                      error={errors.message(`${field}.${index}.close`)}
                    />
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('hours.closed')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
