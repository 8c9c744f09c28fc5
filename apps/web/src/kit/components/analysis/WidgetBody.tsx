import { Box, Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';

/**
 * The content of an analysis chart: a compact error with retry when its data failed, else the chart (which
 * shows its own loader and empty state). `controls` sit above the chart.
 */
export function WidgetBody({
  query,
  controls,
  children,
  fill = true,
}: {
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'refetch' | 'isFetching'>;
  controls?: ReactNode;
  children: ReactNode;
  /** Fill a dashboard widget under its title bar; false: as tall as the content. */
  fill?: boolean;
}) {
  const { t } = useTranslation('kit');
  return (
    <Box
      h={fill ? 'calc(100% - 36px)' : undefined}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      {controls}
      {query.isError ? (
        <Group role="alert" gap="xs" justify="center" my="auto">
          <Text c="red" size="sm">
            {t('analysis.loadFailed')}: {describeError(t, query.error)}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('analysis.retry')}
          </Button>
        </Group>
      ) : (
        <Box flex={fill ? 1 : undefined} mih={0}>
          {children}
        </Box>
      )}
    </Box>
  );
}
