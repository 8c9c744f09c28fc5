import type { rodent } from '@atrium/contracts';
import { Anchor, Box, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayout, useLayoutImage, useObjectUrl } from '../../places/api/layouts.ts';
import { CO_PATHS } from '../paths.ts';

/** The heat of `events` on a 0..`max` scale: from pale yellow to deep red, sized with it. */
export function heatOf(events: number, max: number) {
  const share = max === 0 ? 0 : events / max;
  const hue = Math.round(50 - 50 * share);
  return { color: `hsla(${hue}, 95%, 45%, ${0.35 + 0.5 * share})`, size: Math.round(36 + 64 * share) };
}

function Plan({ layoutId, label }: { layoutId: number | null; label: string }) {
  const { t } = useTranslation('cloud-orbit');
  const layout = useLayout(layoutId);
  const image = useLayoutImage(layout.data);
  const url = useObjectUrl(image.data);
  if (url) return <img src={url} alt={label} style={{ width: '100%', display: 'block' }} />;
  // No plan picture: a neutral floor of the plan's proportions, stations still at their places.
  return (
    <Box style={{ aspectRatio: '16 / 9', background: 'var(--mantine-color-gray-1)' }}>
      <Text size="xs" c="dimmed" p="xs">
        {t('heatmap.noPlan')}
      </Text>
    </Box>
  );
}

/**
 * A floor's stations on its layout (positions are fractions of the plan from its top-left, so the plan stays
 * left to right), each a heat spot sized and coloured by its events in the period, linking to the station.
 */
export function HeatMap({ data }: { data: rodent.Heatmap }) {
  const { t } = useTranslation('cloud-orbit');
  const label = t('heatmap.planOf', { floor: data.floor.name, structure: data.floor.structure.name });
  return (
    <Stack gap="sm">
      <Box
        dir="ltr"
        role="group"
        aria-label={label}
        data-testid="heatmap"
        pos="relative"
        style={{
          lineHeight: 0,
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        <Plan layoutId={data.layoutId} label={label} />
        {data.placed.map((station) => {
          const heat = heatOf(station.events, data.max);
          const name = t('heatmap.stationEvents', {
            name: station.name || station.serial,
            count: station.events,
          });
          return (
            <Tooltip key={station.id} label={name} withArrow>
              <Anchor
                component={Link}
                to={CO_PATHS.deviceDetails(station.id)}
                aria-label={name}
                data-testid={`heat-${station.serial}`}
                data-events={station.events}
                style={{
                  position: 'absolute',
                  left: `calc(${station.x * 100}% - ${heat.size / 2}px)`,
                  top: `calc(${station.y * 100}% - ${heat.size / 2}px)`,
                  width: heat.size,
                  height: heat.size,
                  borderRadius: '50%',
                  background: `radial-gradient(circle, ${heat.color} 0%, ${heat.color} 35%, transparent 70%)`,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <span
                  style={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    background: '#212529',
                    border: '2px solid white',
                  }}
                />
              </Anchor>
            </Tooltip>
          );
        })}
      </Box>
      {data.placed.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('heatmap.nonePlaced')}
        </Text>
      )}
      {data.unplaced.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('heatmap.unplaced')}
          </Text>
          <List size="sm">
            {data.unplaced.map((station) => (
              <List.Item key={station.id}>
                <Group gap={4}>
                  <Anchor component={Link} to={CO_PATHS.deviceDetails(station.id)} size="sm">
                    {station.name || station.serial}
                  </Anchor>
                  <Text size="sm">{t('heatmap.events', { count: station.events })}</Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
