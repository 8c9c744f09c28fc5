import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable/index.ts';
import { type PeriodSelection, PeriodSelector } from '../../../ui/PeriodSelector/index.ts';
import { TimeField } from '../../../ui/TimePicker/index.ts';
import { periodDays } from './alarmFilters.ts';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The when of the spec §3 alarm filter: a period (its whole UTC days, `startDate`/`endDate`) and a time of
 * day (`startTime`/`endTime`, HH:mm within each day); "to" waits for a valid "from" (R81).
 */
export function AlarmPeriodFilter({ state }: { state: TableState }) {
  const { t } = useTranslation('kit');
  const [period, setPeriod] = useState<PeriodSelection | null>(null);
  const { filter, setFilter } = state;
  const startTime = text(filter.startTime);

  const onPeriod = (selection: PeriodSelection) => {
    if (selection.kind !== 'period') return;
    setPeriod(selection);
    setFilter({ ...filter, ...periodDays(selection.from, selection.to) });
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PeriodSelector
        label={t('alarms.columns.period')}
        value={filter.startDate ? period : null}
        onChange={onPeriod}
        comparisons={[]}
      />
      <TimeField
        label={t('alarms.filters.dailyFrom')}
        w={120}
        value={startTime}
        onChange={(value) =>
          setFilter({ ...filter, startTime: value, ...(value === null && { endTime: null }) })
        }
      />
      <TimeField
        label={t('alarms.filters.dailyTo')}
        w={120}
        value={text(filter.endTime)}
        disabled={startTime === null}
        onChange={(value) => setFilter({ ...filter, endTime: value })}
      />
    </Group>
  );
}
