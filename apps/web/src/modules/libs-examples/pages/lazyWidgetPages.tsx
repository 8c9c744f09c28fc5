import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// ECharts and react-grid-layout load only when one of these pages opens.
const ChartExamplePage = lazy(() =>
  import('./ChartExamplePage.tsx').then((m) => ({ default: m.ChartExamplePage })),
);
const DashboardGridExamplePage = lazy(() =>
  import('./DashboardGridExamplePage.tsx').then((m) => ({ default: m.DashboardGridExamplePage })),
);

const fallback = (
  <Center mih={240}>
    <Loader />
  </Center>
);

export const LazyChartExamplePage = () => (
  <Suspense fallback={fallback}>
    <ChartExamplePage />
  </Suspense>
);

export const LazyDashboardGridExamplePage = () => (
  <Suspense fallback={fallback}>
    <DashboardGridExamplePage />
  </Suspense>
);
