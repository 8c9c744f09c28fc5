import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Leaflet, Geoman and the country borders load only when one of these pages opens.
const MapExamplePage = lazy(() =>
  import('./MapExamplePage.tsx').then((m) => ({ default: m.MapExamplePage })),
);
const LocationPickerExamplePage = lazy(() =>
  import('./LocationPickerExamplePage.tsx').then((m) => ({ default: m.LocationPickerExamplePage })),
);

const fallback = (
  <Center mih={240}>
    <Loader />
  </Center>
);

export const LazyMapExamplePage = () => (
  <Suspense fallback={fallback}>
    <MapExamplePage />
  </Suspense>
);

export const LazyLocationPickerExamplePage = () => (
  <Suspense fallback={fallback}>
    <LocationPickerExamplePage />
  </Suspense>
);
