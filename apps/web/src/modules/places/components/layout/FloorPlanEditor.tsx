import type { places } from '@atrium/contracts';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/errors.ts';
import { showToast } from '../../../../lib/notify.tsx';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { ErrorState, QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { useCan } from '../../access.ts';
import { placesKeys } from '../../api/keys.ts';
import {
  addLayoutDevice,
  deleteLayoutDevice,
  useLayout,
  useLayoutImage,
  useObjectUrl,
} from '../../api/layouts.ts';
import { DeviceTray } from './DeviceTray.tsx';
import { FloorPlanBoard } from './FloorPlanBoard.tsx';
import { FloorPlanUpload } from './FloorPlanUpload.tsx';
import { MarkerList } from './MarkerList.tsx';
import { useMarkerDraft } from './useMarkerDraft.ts';

interface FloorPlanEditorProps {
  companyId: number;
  floor: places.FloorWithSpaces;
}

/**
 * One floor's layout: its plan (uploaded here), devices dragged onto it, and Save, which sends the
 * differences as delete-device and add-device calls (spec §3: the layout's id as `id`, `spaceId` apart).
 */
export function FloorPlanEditor({ companyId, floor }: FloorPlanEditorProps) {
  const { t } = useTranslation('places');
  const can = useCan();
  const canUpdate = can(['p_structure_update']);
  const queryClient = useQueryClient();
  const [layoutId, setLayoutId] = useState(floor.layoutId);
  const layout = useLayout(layoutId);
  const image = useLayoutImage(layout.data);
  const imageUrl = useObjectUrl(image.data);
  const draft = useMarkerDraft(layout.data);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const uploaded = (next: places.Layout) => {
    queryClient.setQueryData(placesKeys.layout(next.id), next);
    setLayoutId(next.id);
  };

  const save = async () => {
    const current = layout.data;
    if (!current) return;
    setSaving(true);
    setSaveError(null);
    try {
      let latest: places.Layout | null = null;
      for (const marker of draft.changes.removed) {
        latest = (await deleteLayoutDevice({ id: current.id, deviceId: marker.deviceId })).data;
      }
      for (const { deviceId, spaceId, x, y } of draft.changes.placed) {
        latest = (await addLayoutDevice({ id: current.id, deviceId, spaceId, x, y })).data;
      }
      showToast({ kind: 'created', message: t('layout.saved') });
      if (latest) queryClient.setQueryData(placesKeys.layout(current.id), latest);
    } catch (error) {
      setSaveError(error);
      // Part of the changes may be stored: show what the server holds now.
      void queryClient.invalidateQueries({ queryKey: placesKeys.layout(current.id) });
    } finally {
      setSaving(false);
    }
  };

  const upload = canUpdate && (
    <FloorPlanUpload
      companyId={companyId}
      floorId={floor.id}
      replacing={!!layout.data?.image}
      onUploaded={uploaded}
    />
  );

  if (layoutId !== null && layout.isError) {
    return <QueryErrorState title={t('layout.loadFailed')} query={layout} />;
  }
  const loading = (
    <Center mih={240} data-testid="layout-loading">
      <Loader />
    </Center>
  );
  if (layoutId !== null && layout.isPending) return loading;
  if (!layout.data?.image) {
    return (
      <Card withBorder radius="md" padding="lg">
        <EmptyState
          variant="map"
          title={t('layout.noPlanTitle')}
          description={canUpdate ? t('layout.noPlanDescription') : t('layout.noPlanReadOnly')}
          actions={upload}
        />
      </Card>
    );
  }
  if (image.isError) {
    return (
      <ErrorState
        title={t('layout.imageFailed')}
        onRetry={() => void image.refetch()}
        retrying={image.isFetching}
      />
    );
  }
  if (!imageUrl) return loading;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={2} fz="h4">
              {t('layout.planOf', { floor: floor.name })}
            </Title>
            {upload}
          </Group>
          <FloorPlanBoard
            imageUrl={imageUrl}
            markers={draft.markers}
            stateOf={draft.stateOf}
            onDrop={canUpdate ? draft.place : undefined}
            tray={
              canUpdate && (
                <DeviceTray
                  pending={draft.pending}
                  taken={draft.taken}
                  onAdd={draft.wait}
                  onRemove={draft.discard}
                  onPlaceCentre={(deviceId) => draft.place(deviceId, { x: 0.5, y: 0.5 })}
                />
              )
            }
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('layout.markersTitle')}
            </Title>
            {canUpdate && (
              <Group gap="xs">
                {draft.dirty && (
                  <Text size="sm" c="orange" data-testid="unsaved">
                    {t('layout.unsaved')}
                  </Text>
                )}
                <Button variant="default" disabled={!draft.dirty || saving} onClick={draft.reset}>
                  {t('layout.discard')}
                </Button>
                <Button
                  leftSection={<IconDeviceFloppy size={16} />}
                  disabled={!draft.dirty}
                  loading={saving}
                  onClick={() => void save()}
                >
                  {t('layout.save')}
                </Button>
              </Group>
            )}
          </Group>
          {saveError !== null && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle />}
              title={t('layout.saveFailed')}
              role="alert"
            >
              {describeError(t, saveError)}
            </Alert>
          )}
          <MarkerList
            markers={draft.markers}
            spaces={floor.spaces}
            stateOf={draft.stateOf}
            onSpaceChange={draft.setSpace}
            onRemove={draft.remove}
            readOnly={!canUpdate}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
