import { Box, Center, Loader, useDirection } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { EmptyState, type EmptyStateVariant } from '../EmptyState/index.ts';
import { useWidgetsTranslation } from '../i18n/widgets/index.ts';
import { hasNoData, mirrorForRtl } from './chartOption.ts';
import { type ChartOption, init } from './echarts.ts';

export interface ChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers. */
  label: string;
  /** A loader over the chart while its data loads. */
  loading?: boolean;
  /** Shows the empty state instead of the chart; default: when no series has data. */
  empty?: boolean;
  /** Default 'data' ("no data found"). */
  emptyVariant?: EmptyStateVariant;
  /** CSS height of the chart; default 300 px. Its width follows the container. */
  height?: number | string;
}

/**
 * An ECharts chart: created on mount and disposed on unmount, resized with its container, mirrored for
 * right-to-left, with a loader while loading and the empty state when there is no data.
 */
export function Chart({ option, label, loading, empty, emptyVariant = 'data', height = 300 }: ChartProps) {
  const { t } = useWidgetsTranslation();
  const { dir } = useDirection();
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const isEmpty = empty ?? hasNoData(option);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const instance = init(node, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(dir === 'rtl' ? mirrorForRtl(option) : option, { notMerge: true });
  }, [option, dir]);

  return (
    <Box pos="relative" h={height} w="100%">
      <div
        ref={element}
        role="img"
        aria-label={label}
        style={{ width: '100%', height: '100%', visibility: isEmpty ? 'hidden' : 'visible' }}
      />
      {isEmpty && !loading && (
        <Center pos="absolute" inset={0}>
          <EmptyState variant={emptyVariant} compact />
        </Center>
      )}
      {loading && (
        <Center pos="absolute" inset={0} bg="var(--mantine-color-body)" style={{ opacity: 0.85 }}>
          <Loader role="status" aria-label={t('chart.loading')} />
        </Center>
      )}
    </Box>
  );
}
