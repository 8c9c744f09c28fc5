import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** The meter page draws with ECharts: it comes in its own chunk, when it opens. */
const MeterDetailsPage = lazy(async () => ({
  default: (await import('./MeterDetailsPage.tsx')).MeterDetailsPage,
}));

export function LazyMeterDetailsPage() {
  return (
    <Suspense
      fallback={
        <Center mih={240}>
          <Loader />
        </Center>
      }
    >
      <MeterDetailsPage />
    </Suspense>
  );
}
