import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, type DateRangeDraft, DateRangeFields } from '../../../ui/DatePicker/index.ts';
import { ExamplePage } from './ExamplePage.tsx';
import { ExampleResult } from './ExampleResult.tsx';

/** /core/libs-examples/date-picker: single dates under the past/future rules, and a range with times. */
export function DatePickerExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [visit, setVisit] = useState<string | null>(null);
  const [appointment, setAppointment] = useState<string | null>(null);
  const [range, setRange] = useState<DateRangeDraft>({
    start: null,
    end: null,
    startTime: null,
    endTime: null,
  });
  const empty = t('datePicker.empty');

  return (
    <ExamplePage title={t('datePicker.title')} description={t('datePicker.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <DateField label={t('datePicker.noFuture')} value={visit} onChange={setVisit} rules={{}} />
            <ExampleResult
              caption={t('datePicker.value')}
              value={visit}
              empty={empty}
              testId="date-field-result"
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <DateField
              label={t('datePicker.futureOnly')}
              value={appointment}
              onChange={setAppointment}
              rules={{ allowFuture: true, blockPastStart: true }}
            />
            <ExampleResult
              caption={t('datePicker.value')}
              value={appointment}
              empty={empty}
              testId="date-future-result"
            />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md" maw={640}>
          <DateRangeFields
            value={range}
            onChange={setRange}
            withTime
            rules={{ maxDays: 7, sameTimeValidation: true }}
          />
          <ExampleResult
            caption={t('datePicker.range')}
            value={range}
            empty={empty}
            testId="date-range-fields-result"
          />
        </Stack>
      </Paper>
    </ExamplePage>
  );
}
