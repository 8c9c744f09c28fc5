import type { Time12 } from '@atrium/contracts';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField, TimePicker12, type TimeRange12, TimeRangePicker } from '../../../ui/TimePicker/index.ts';
import { ExamplePage } from './ExamplePage.tsx';
import { ExampleCard } from './ExampleResult.tsx';

/** /core/libs-examples/time-picker: one 12-hour time, a from-to pair confirmed with OK, and a 24-hour HH:mm box. */
export function TimePickerExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [time, setTime] = useState<Time12 | null>(null);
  const [range, setRange] = useState<TimeRange12 | null>(null);
  const [time24, setTime24] = useState<string | null>(null);
  const empty = t('timePicker.empty');

  return (
    <ExamplePage title={t('timePicker.title')} description={t('timePicker.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ExampleCard caption={t('timePicker.value')} value={time} empty={empty} testId="time-picker-result">
          <TimePicker12 label={t('timePicker.single')} value={time} onChange={setTime} />
        </ExampleCard>
        <ExampleCard
          caption={t('timePicker.confirmed')}
          value={range}
          empty={empty}
          testId="time-range-result"
        >
          <TimeRangePicker onConfirm={setRange} />
        </ExampleCard>
        <ExampleCard caption={t('timePicker.value')} value={time24} empty={empty} testId="time-field-result">
          <TimeField label={t('timePicker.field24')} value={time24} onChange={setTime24} />
        </ExampleCard>
      </SimpleGrid>
    </ExamplePage>
  );
}
