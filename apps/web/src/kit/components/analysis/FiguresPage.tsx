import { Group, Paper, SimpleGrid, type SimpleGridProps, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { Chart, type ChartOption } from '../../../ui/Chart/index.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { PeriodSelector, type PeriodSelectorProps } from '../../../ui/PeriodSelector/index.ts';
import type { useAnalysisPeriod } from './usePeriod.ts';

/** A titled panel of a figures page. */
export function FigureCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface ChartCardProps {
  title: string;
  option: ChartOption;
  loading: boolean;
  /** Default: when no series has data. */
  empty?: boolean;
  /** Said above the chart. */
  children?: ReactNode;
}

/** A chart in a panel named by its title. */
export function ChartCard({ title, option, loading, empty, children }: ChartCardProps) {
  return (
    <FigureCard title={title}>
      {children}
      <Chart label={title} option={option} loading={loading} empty={empty} />
    </FigureCard>
  );
}

export interface Total {
  /** Names the tile for tests: `total-<key>`. */
  key: string;
  label: string;
  value: ReactNode;
  /** A dimmed line under the value. */
  note?: string | null;
}

/** The period's totals, a tile each. */
export function TotalsGrid({ items, cols }: { items: Total[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {items.map(({ key, label, value, note }) => (
        <Paper key={key} withBorder p="sm" data-testid={`total-${key}`}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

interface FiguresPageProps<T> {
  title: string;
  description: string;
  /** The period chosen in the header (with its rules); without it the filter alone says what is shown. */
  period?: ReturnType<typeof useAnalysisPeriod>;
  rules?: PeriodSelectorProps['rules'];
  /** Beside the period: what narrows the figures (a building, a group, a number of days). */
  filter?: ReactNode;
  figures: {
    data: T | undefined;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  failedTitle: string;
  /** The figures once loaded; `loading` while a new period's are fetched. */
  children: (data: T, loading: boolean) => ReactNode;
}

/** An application's dashboard: a period (and a filter) in the header, then its figures, a loading chart or the error. */
export function FiguresPage<T>({
  title,
  description,
  period,
  rules,
  filter,
  figures,
  failedTitle,
  children,
}: FiguresPageProps<T>) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Group align="flex-end">
            {filter}
            {period && (
              <PeriodSelector
                value={period.selection}
                onChange={period.setSelection}
                comparisons={[]}
                rules={rules}
              />
            )}
          </Group>
        }
      />
      {figures.data ? (
        children(figures.data, figures.isFetching)
      ) : figures.isError ? (
        <QueryErrorState title={failedTitle} query={figures} />
      ) : (
        <Chart label={title} option={{}} loading empty={false} />
      )}
    </Stack>
  );
}
