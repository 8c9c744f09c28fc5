import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type { StructurePaths } from '../paths.ts';

/**
 * Pages (and fields) with a map or a location picker load Leaflet, Geoman and the country borders: they come in their
 * own chunks, when one of them opens.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense
      fallback={
        <Center mih={240}>
          <Loader />
        </Center>
      }
    >
      <Page {...props} />
    </Suspense>
  );
}

type WithPaths = { paths: StructurePaths };

export const LazyCreateStructurePage = lazyComponent<WithPaths>(() =>
  import('./CreateStructurePage.tsx').then((m) => m.CreateStructurePage),
);
export const LazyEditStructurePage = lazyComponent<WithPaths>(() =>
  import('./EditStructurePage.tsx').then((m) => m.EditStructurePage),
);
export const LazyStructureDetailsPage = lazyComponent<WithPaths>(() =>
  import('./StructureDetailsPage.tsx').then((m) => m.StructureDetailsPage),
);
export const LazyGeofenceEditorPage = lazyComponent<{ mode: 'create' | 'edit' }>(() =>
  import('./GeofenceEditorPage.tsx').then((m) => m.GeofenceEditorPage),
);
export const LazyGeofenceDetailsPage = lazyComponent<object>(() =>
  import('./GeofenceDetailsPage.tsx').then((m) => m.GeofenceDetailsPage),
);
