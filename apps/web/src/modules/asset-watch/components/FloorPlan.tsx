import { assetwatch } from '@atrium/contracts';
import { Badge, Box, Group, Loader, Stack, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { useLayoutImage, useObjectUrl } from '../../places/api/layouts.ts';
import { useFloorLayout, useZones } from '../api/zones.ts';

/** The plan's drawing units: points are fractions of the plan, drawn on a SCALE × SCALE sheet. */
export const SCALE = 1000;
export const points = (polygon: readonly assetwatch.ZonePoint[]) =>
  polygon.map((p) => `${p.x * SCALE},${p.y * SCALE}`).join(' ');

/** The plan image of a floor (null until loaded or when none is uploaded). */
export function useFloorImageUrl(floorId: number) {
  const layout = useFloorLayout(floorId);
  const image = useLayoutImage(layout.data ?? undefined);
  return { layout, imageUrl: useObjectUrl(image.data) };
}

/**
 * The sheet zones are drawn on: the plan image stretched to a 4:3 box, an SVG of SCALE units over it. With
 * `onPoint`, a click on it gives the point clicked, as fractions of the plan.
 */
export function PlanSheet({
  imageUrl,
  label,
  onPoint,
  children,
}: {
  imageUrl: string | null | undefined;
  label: string;
  onPoint?: (point: assetwatch.ZonePoint) => void;
  children: ReactNode;
}) {
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!onPoint || box.width === 0 || box.height === 0) return;
    const fraction = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;
    onPoint({
      x: fraction((event.clientX - box.left) / box.width),
      y: fraction((event.clientY - box.top) / box.height),
    });
  };
  return (
    <Box
      pos="relative"
      onClick={onPoint ? click : undefined}
      data-testid={onPoint ? 'plan-drawing' : undefined}
      style={{
        aspectRatio: '4 / 3',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-sm)',
        backgroundColor: 'var(--mantine-color-gray-0)',
        backgroundImage: imageUrl ? `url(${imageUrl})` : undefined,
        backgroundSize: '100% 100%',
        cursor: onPoint ? 'crosshair' : undefined,
      }}
    >
      <svg
        viewBox={`0 0 ${SCALE} ${SCALE}`}
        preserveAspectRatio="none"
        width="100%"
        height="100%"
        role="img"
        aria-label={label}
        style={{ position: 'absolute', inset: 0 }}
      >
        {children}
      </svg>
    </Box>
  );
}

export interface PlanAsset {
  id: number;
  name: string;
  zoneId: number;
}

/**
 * A floor's plan (its places layout image, or a plain sheet when none is uploaded) with the indoor zones drawn
 * on it: the highlighted zone filled, forbidden zones in red, and the assets in each zone as dots at its
 * centre. The legend under it names every zone and its assets for screen readers.
 */
export function FloorPlan({
  floorId,
  highlightZoneId = null,
  assets = [],
}: {
  floorId: number;
  highlightZoneId?: number | null;
  assets?: readonly PlanAsset[];
}) {
  const { t } = useTranslation('asset-watch');
  const zones = useZones(floorId);
  const { layout, imageUrl } = useFloorImageUrl(floorId);
  if (zones.isPending) return <Loader size="sm" role="status" aria-label={t('plan.loading')} />;
  if (zones.isError)
    return (
      <ErrorState title={t('plan.error')} onRetry={() => void zones.refetch()} retrying={zones.isFetching} />
    );
  if (zones.data.length === 0) return <EmptyState variant="map" title={t('plan.empty')} compact />;
  return (
    <Stack gap="xs">
      <PlanSheet imageUrl={imageUrl} label={t('plan.label')}>
        {zones.data.map((zone) => {
          const highlighted = zone.id === highlightZoneId;
          const colour = zone.forbidden ? '#c92a2a' : highlighted ? '#1971c2' : '#495057';
          const centre = assetwatch.zoneCentre(zone.polygon);
          const inZone = assets.filter((a) => a.zoneId === zone.id);
          return (
            <g key={zone.id} data-zone={zone.id} data-highlighted={highlighted || undefined}>
              <polygon
                points={points(zone.polygon)}
                fill={colour}
                fillOpacity={highlighted ? 0.45 : 0.12}
                stroke={colour}
                strokeWidth={highlighted ? 8 : 3}
              />
              <text
                x={centre.x * SCALE}
                y={centre.y * SCALE - 14}
                textAnchor="middle"
                fontSize={32}
                fill="#212529"
              >
                {zone.name}
              </text>
              {inZone.map((asset, i) => (
                <circle
                  key={asset.id}
                  cx={centre.x * SCALE + (i % 5) * 22 - 44}
                  cy={centre.y * SCALE + 20 + Math.floor(i / 5) * 22}
                  r={9}
                  fill="#1971c2"
                  stroke="#fff"
                  strokeWidth={3}
                />
              ))}
            </g>
          );
        })}
      </PlanSheet>
      <Group gap="xs" aria-label={t('plan.legend')} role="list">
        {zones.data.map((zone) => {
          const count = assets.filter((a) => a.zoneId === zone.id).length;
          return (
            <Badge
              key={zone.id}
              role="listitem"
              variant={zone.id === highlightZoneId ? 'filled' : 'outline'}
              color={zone.forbidden ? 'red.9' : 'blue.9'}
              data-testid={zone.id === highlightZoneId ? 'highlighted-zone' : undefined}
            >
              {zone.name}
              {count > 0 ? ` (${count})` : ''}
            </Badge>
          );
        })}
      </Group>
      {layout.isSuccess && !layout.data && (
        <Text size="xs" c="dimmed">
          {t('plan.noImage')}
        </Text>
      )}
    </Stack>
  );
}
