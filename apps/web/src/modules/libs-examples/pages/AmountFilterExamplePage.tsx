import type { AmountRange } from '@atrium/contracts';
import { Code, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountFilter } from '../../../ui/AmountFilter/index.ts';
import { ExamplePage } from './ExamplePage.tsx';

const BOUNDS = { min: 10, max: 500 };

/** /core/libs-examples/amount-filter: a price range between 10 and 500 and the rules it keeps (R84-R88). */
export function AmountFilterExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [range, setRange] = useState<AmountRange>({ min: 50, max: 200 });
  return (
    <ExamplePage title={t('amountFilter.title')} description={t('amountFilter.description')}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md" maw={480}>
          <AmountFilter bounds={BOUNDS} value={range} onChange={setRange} />
          <Text size="sm">
            {t('amountFilter.applied')} <Code data-testid="amount-filter-range">{JSON.stringify(range)}</Code>
          </Text>
          <List size="sm" spacing={4}>
            {(['r84', 'r85', 'r86', 'r87', 'r88'] as const).map((rule) => (
              <List.Item key={rule}>{t(`amountFilter.rules.${rule}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </ExamplePage>
  );
}
