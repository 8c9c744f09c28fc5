import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeDialog,
  type DateRangeSelection,
  type PeriodSelection,
  PeriodSelector,
} from '../../../ui/PeriodSelector/index.ts';
import { ExamplePage } from './ExamplePage.tsx';
import { ExampleCard, ExampleResult } from './ExampleResult.tsx';

/** /core/libs-examples/period-selector: the selector, its limits, and the date-range dialog. */
export function PeriodSelectorExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [selection, setSelection] = useState<PeriodSelection | null>(null);
  const [limited, setLimited] = useState<PeriodSelection | null>(null);
  const [hidden, setHidden] = useState<PeriodSelection | null>(null);
  const [rangeOpened, setRangeOpened] = useState(false);
  const [range, setRange] = useState<DateRangeSelection | null>(null);
  const shown = { caption: t('periodSelector.selection'), empty: t('periodSelector.none') };

  return (
    <ExamplePage title={t('periodSelector.title')} description={t('periodSelector.description')}>
      <ExampleCard {...shown} value={selection} testId="period-selector-result" maw={560}>
        <PeriodSelector value={selection} onChange={setSelection} />
      </ExampleCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ExampleCard {...shown} value={limited} testId="period-selector-limited-result">
          <PeriodSelector
            label={t('periodSelector.limited')}
            value={limited}
            onChange={setLimited}
            rules={{ maxDays: 7 }}
          />
        </ExampleCard>
        <ExampleCard {...shown} value={hidden} testId="period-selector-hidden-result">
          <PeriodSelector
            label={t('periodSelector.hidden')}
            value={hidden}
            onChange={setHidden}
            rules={{ maxDays: 7 }}
            presetMode="hide"
          />
        </ExampleCard>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md" maw={560}>
          <Title order={2} fz="h4">
            {t('periodSelector.rangeDialog')}
          </Title>
          <Button variant="light" onClick={() => setRangeOpened(true)} w="fit-content">
            {t('periodSelector.openRange')}
          </Button>
          <ExampleResult {...shown} value={range} testId="date-range-result" />
        </Stack>
        <DateRangeDialog
          opened={rangeOpened}
          onClose={() => setRangeOpened(false)}
          initial={range ?? undefined}
          rules={{ maxDays: 31 }}
          onApply={(value) => {
            setRange(value);
            setRangeOpened(false);
          }}
        />
      </Paper>
    </ExamplePage>
  );
}
