import type { places } from '@atrium/contracts';
import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../ui/Map/index.ts';
import { useMapTiles } from '../../../ui/Map/useMapTiles.ts';
import { ExamplePage } from './ExamplePage.tsx';

const MARKERS: places.MapMarker[] = [
  { id: 'dubai', lat: 25.2048, lng: 55.2708, label: 'Dubai office' },
  { id: 'abu-dhabi', lat: 24.4539, lng: 54.3773, label: 'Abu Dhabi depot' },
  { id: 'sharjah', lat: 25.3463, lng: 55.4209, label: 'Sharjah warehouse' },
];

const SAMPLE_SHAPES: places.MapShape[] = [
  { type: 'circle', center: { lat: 25.2048, lng: 55.2708 }, radius: 5000 },
  {
    type: 'polygon',
    path: [
      { lat: 24.5, lng: 54.3 },
      { lat: 24.5, lng: 54.5 },
      { lat: 24.35, lng: 54.45 },
    ],
  },
  { type: 'rectangle', bounds: { north: 25.4, south: 25.3, west: 55.35, east: 55.5 } },
];

/** /core/libs-examples/map: markers, the drawing toolbar, and every emitted shape printed below. */
export function MapExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [shapes, setShapes] = useState<places.MapShape[]>([]);
  const [clicked, setClicked] = useState<string | null>(null);
  const tiles = useMapTiles();

  return (
    <ExamplePage title={t('map.title')} description={t('map.description')}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {tiles ? t('map.tilesOn', { url: tiles.url }) : t('map.tilesOff')}
        </Text>
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => setShapes(SAMPLE_SHAPES)}>
            {t('map.loadSample')}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => setShapes([])} disabled={!shapes.length}>
            {t('map.clear')}
          </Button>
        </Group>
      </Group>
      <MapView
        markers={MARKERS}
        shapes={shapes}
        draw
        onShapesChange={setShapes}
        onMarkerClick={(marker) => setClicked(marker.label ?? String(marker.id))}
        height={480}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('map.emitted')}
            </Title>
            {clicked && <Text size="sm">{t('map.clicked', { label: clicked })}</Text>}
          </Group>
          {shapes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('map.none')}
            </Text>
          ) : (
            <Stack gap={6} data-testid="map-shapes">
              {shapes.map((shape, index) => (
                // The list is replaced as a whole on every change: the index is the shape's identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Group key={index} gap="xs" wrap="nowrap" align="flex-start" data-testid="map-shape">
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {t(`map.types.${shape.type}`)}
                  </Badge>
                  <Code dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {JSON.stringify(shape)}
                  </Code>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </ExamplePage>
  );
}
