import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, type DateRangeDraft, DateRangeFields } from '../../../ui/DatePicker/index.ts';
import { ExamplePage } from './ExamplePage.tsx';
import { ExampleCard } from './ExampleResult.tsx';

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
        <ExampleCard caption={t('datePicker.value')} value={visit} empty={empty} testId="date-field-result">
          <DateField label={t('datePicker.noFuture')} value={visit} onChange={setVisit} rules={{}} />
        </ExampleCard>
        <ExampleCard
          caption={t('datePicker.value')}
          value={appointment}
          empty={empty}
          testId="date-future-result"
        >
          <DateField
            label={t('datePicker.futureOnly')}
            value={appointment}
            onChange={setAppointment}
            rules={{ allowFuture: true, blockPastStart: true }}
          />
        </ExampleCard>
      </SimpleGrid>
      <ExampleCard
        caption={t('datePicker.range')}
        value={range}
        empty={empty}
        testId="date-range-fields-result"
        maw={640}
      >
        <DateRangeFields
          value={range}
          onChange={setRange}
          withTime
          rules={{ maxDays: 7, sameTimeValidation: true }}
        />
      </ExampleCard>
    </ExamplePage>
  );
}
