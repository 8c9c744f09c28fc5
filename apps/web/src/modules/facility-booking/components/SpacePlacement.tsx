import type { facmgmt } from '@atrium/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { useObjectUrl } from '../../places/api/layouts.ts';
import { FloorPlanBoard } from '../../places/components/layout/FloorPlanBoard.tsx';
import { type DraftMarker, markerChanges, markerState } from '../../places/components/layout/markers.ts';
import { useSaveSpace } from '../api/buildings.ts';
import { useFloorPlanImage } from '../api/layoutImage.ts';

/** Where a newly placed space appears: the plan's centre, to be dragged or moved with the arrow keys. */
const CENTRE = { x: 0.5, y: 0.5 };

/** The floor's spaces as places' layout markers, keyed by the space id. */
const markersOf = (floor: facmgmt.FloorLayout): DraftMarker[] =>
  floor.placed.map(({ id, x, y }) => ({ deviceId: String(id), spaceId: id, x, y }));

/**
 * Places the spaces of a floor on its plan with places' floor plan board: a space's marker is dragged, or
 * focused and moved with Space, the arrow keys and Space again; a space not yet on the plan is put at its
 * centre first. Save sends each moved space's position (`PUT /facmgmt/api/space/:id`, the server checks it
 * lies on the plan).
 */
export function SpacePlacement({ floor, onDone }: { floor: facmgmt.FloorLayout; onDone: () => void }) {
  const { t } = useTranslation('facility-booking');
  const image = useFloorPlanImage(floor.imageUrl, floor.imageEtag);
  const url = useObjectUrl(image.data);
  const save = useSaveSpace();
  const [saved] = useState(() => markersOf(floor));
  const [markers, setMarkers] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const names = new Map<string, string>(
    [...floor.placed, ...floor.unplaced].map((space) => [String(space.id), space.name]),
  );
  const waiting = floor.unplaced.filter((space) => !markers.some((m) => m.spaceId === space.id));
  const { placed: changed } = markerChanges(saved, markers);

  const place = (id: string, point: { x: number; y: number }) =>
    setMarkers((current) =>
      current.some((m) => m.deviceId === id)
        ? current.map((m) => (m.deviceId === id ? { ...m, ...point } : m))
        : [...current, { deviceId: id, spaceId: Number(id), ...point }],
    );

  const submit = async () => {
    setError(null);
    try {
      for (const marker of changed)
        await save.mutateAsync({
          id: Number(marker.deviceId),
          body: { position: { x: marker.x, y: marker.y } },
        });
      onDone();
    } catch (failure) {
      setError(describeError(t, failure));
    }
  };

  if (image.isError)
    return (
      <Text size="sm" c="red.8">
        {t('layout.planFailed')}
      </Text>
    );
  if (!url) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  return (
    <Stack gap="xs" data-testid={`space-placement-${floor.floor.id}`}>
      <Text size="sm" c="dimmed">
        {t('layout.placeHint')}
      </Text>
      <FloorPlanBoard
        imageUrl={url}
        markers={markers}
        stateOf={(marker) => markerState(saved, marker)}
        onDrop={place}
        labelOf={(id) => names.get(id) ?? id}
        tray={
          waiting.length > 0 && (
            <Group gap="xs" mb="xs">
              {waiting.map((space) => (
                <Button
                  key={space.id}
                  size="xs"
                  variant="light"
                  leftSection={<IconMapPin size={14} />}
                  onClick={() => place(String(space.id), CENTRE)}
                >
                  {t('layout.putOnPlan', { name: space.name })}
                </Button>
              ))}
            </Group>
          )
        }
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('layout.donePlacing')}
        </Button>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={changed.length === 0}
          loading={save.isPending}
          onClick={submit}
        >
          {t('layout.savePositions')}
        </Button>
      </Group>
    </Stack>
  );
}
