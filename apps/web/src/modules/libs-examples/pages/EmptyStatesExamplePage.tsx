import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_STATE_VARIANTS, EmptyState } from '../../../ui/EmptyState/index.ts';
import { ExamplePage } from './ExamplePage.tsx';

/** /core/libs-examples/empty-states: every empty-state variant. */
export function EmptyStatesExamplePage() {
  const { t } = useTranslation('libs-examples');
  return (
    <ExamplePage title={t('emptyStates.title')} description={t('emptyStates.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {EMPTY_STATE_VARIANTS.map((variant) => (
          <Paper key={variant} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" ff="monospace" dir="ltr" ta="start">
              variant="{variant}"
            </Text>
            <EmptyState variant={variant} compact />
          </Paper>
        ))}
      </SimpleGrid>
    </ExamplePage>
  );
}
