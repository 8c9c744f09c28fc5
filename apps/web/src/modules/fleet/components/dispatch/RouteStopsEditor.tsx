import type { fleet } from '@atrium/contracts';
import {
  ActionIcon,
  Badge,
  Group,
  Input,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Polyline } from 'react-leaflet';
import { translateMessage } from '../../../../lib/i18n.ts';
import { MapView } from '../../../../ui/Map/index.ts';
import { usePoiChoices } from '../../api/dispatch.ts';
import { addPointStop, addPoiStop, moveStop, removeStop, type StopDraft, updateStop } from './stopDrafts.ts';

interface RouteStopsEditorProps {
  stops: StopDraft[];
  onChange: (stops: StopDraft[]) => void;
  /** Messages by dotted field (`stops`, `stops.2.plannedOffsetMinutes`), untranslated. */
  errors: Record<string, string>;
  color: string;
}

/**
 * A route's ordered stops: chosen from the points of interest or clicked on the map, renamed (points),
 * reordered with the up and down buttons, given planned arrivals (minutes after the job's start), removed.
 * The map shows the stops numbered and the line between them in order.
 */
export function RouteStopsEditor({ stops, onChange, errors, color }: RouteStopsEditorProps) {
  const { t } = useTranslation('fleet');
  const [search, setSearch] = useState('');
  const pois = usePoiChoices(search);
  const message = (param: string) => (errors[param] ? translateMessage(t, errors[param]) : undefined);
  const markers = useMemo(
    () =>
      stops.map((stop, index) => ({
        id: stop.key,
        lat: stop.lat,
        lng: stop.lng,
        label: `${index + 1}. ${stop.name || t('dispatch.routes.point')}`,
      })),
    [stops, t],
  );
  const line = useMemo(() => stops.map((stop) => [stop.lat, stop.lng] as [number, number]), [stops]);
  const choose = (id: string | null) => {
    const poi = pois.data?.find((row: fleet.Poi) => String(row.id) === id);
    if (poi) onChange(addPoiStop(stops, poi));
    setSearch('');
  };

  return (
    <Input.Wrapper
      label={t('dispatch.routes.stops')}
      description={t('dispatch.routes.stopsHint')}
      error={message('stops')}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        <MapView
          markers={markers}
          onMapClick={(point) => onChange(addPointStop(stops, point))}
          height={360}
          label={t('dispatch.routes.mapLabel')}
          fitKey={stops.length === 0 ? 'empty' : undefined}
        >
          {line.length > 1 && <Polyline positions={line} pathOptions={{ color, weight: 4 }} />}
        </MapView>
        <Select
          label={t('dispatch.routes.addPoi')}
          placeholder={t('dispatch.routes.addPoiPlaceholder')}
          data={(pois.data ?? []).map((poi: fleet.Poi) => ({ value: String(poi.id), label: poi.name }))}
          value={null}
          onChange={choose}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={pois.isPending ? t('dispatch.common.loading') : t('dispatch.routes.noPois')}
          error={pois.isError ? t('dispatch.routes.poisFailed') : undefined}
        />
        {stops.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="route-no-stops">
            {t('dispatch.routes.noStops')}
          </Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={t('dispatch.routes.stops')}
          >
            {stops.map((stop, index) => (
              <StopRow
                key={stop.key}
                stop={stop}
                index={index}
                last={index === stops.length - 1}
                message={(field) => message(`stops.${index}.${field}`)}
                onChange={(change) => onChange(updateStop(stops, index, change))}
                onMove={(delta) => onChange(moveStop(stops, index, delta))}
                onRemove={() => onChange(removeStop(stops, index))}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

interface StopRowProps {
  stop: StopDraft;
  index: number;
  last: boolean;
  message: (field: string) => string | undefined;
  onChange: (change: Partial<StopDraft>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function StopRow({ stop, index, last, message, onChange, onMove, onRemove }: StopRowProps) {
  const { t } = useTranslation('fleet');
  const number = index + 1;
  const name = stop.name || t('dispatch.routes.pointAt', { number });
  return (
    <Paper component="li" withBorder radius="sm" p="xs" data-testid={`route-stop-${number}`}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Badge circle size="lg" variant="filled" mt={4} aria-hidden>
          {number}
        </Badge>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {stop.poi ? (
            <Text fw={500} size="sm" mt={6}>
              {stop.poi.name}{' '}
              <Text span size="xs" c="dimmed">
                ({t('dispatch.routes.fromPoi')})
              </Text>
            </Text>
          ) : (
            <TextInput
              size="xs"
              label={t('dispatch.routes.stopName', { number })}
              value={stop.name}
              onChange={(event) => onChange({ name: event.currentTarget.value })}
              placeholder={t('dispatch.routes.point')}
              error={message('name')}
            />
          )}
          <Text size="xs" c="dimmed" dir="ltr" ta="start" style={{ alignSelf: 'flex-start' }}>
            {stop.lat.toFixed(5)}, {stop.lng.toFixed(5)}
          </Text>
          {(message('lat') || message('poiId')) && (
            <Text size="xs" c="red" role="alert">
              {message('lat') ?? message('poiId')}
            </Text>
          )}
        </Stack>
        <NumberInput
          size="xs"
          w={150}
          label={t('dispatch.routes.plannedOffset', { number })}
          value={stop.plannedOffsetMinutes}
          onChange={(value) => onChange({ plannedOffsetMinutes: value === '' ? '' : Number(value) })}
          min={0}
          allowDecimal={false}
          error={message('plannedOffsetMinutes')}
        />
        <Group gap={2} mt={22} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('dispatch.routes.moveUp', { name })}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t('dispatch.routes.moveDown', { name })}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('dispatch.routes.removeStop', { name })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
