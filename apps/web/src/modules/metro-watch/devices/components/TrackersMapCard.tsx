import { metrowatch, type places } from '@atrium/contracts';
import { Anchor, Card, Grid, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PositionMarkers } from '../../../../kit/components/tracking/PositionMarkers.tsx';
import { MapView } from '../../../../ui/Map/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';

type Tracker = metrowatch.Dashboard['trackers'][number];

const labelOf = (tracker: Tracker) => (tracker.name ? `${tracker.name} (${tracker.serial})` : tracker.serial);

/** Every tracker where it last reported, and beside the map the list of them, each linking to its page. */
export function TrackersMapCard({ trackers }: { trackers: readonly Tracker[] }) {
  const { t } = useTranslation('metro-watch');
  const markers = useMemo<places.MapMarker[]>(
    () =>
      trackers.map((tracker) => ({
        id: tracker.deviceId,
        lat: tracker.latitude,
        lng: tracker.longitude,
        label: labelOf(tracker),
      })),
    [trackers],
  );
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('devices.dashboard.trackers')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <MapView label={t('devices.dashboard.trackersMap')} height={380}>
              <PositionMarkers markers={markers} />
            </MapView>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {trackers.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('devices.dashboard.noTrackers')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={380}>
                <List listStyleType="none" spacing="xs" aria-label={t('devices.dashboard.trackers')}>
                  {trackers.map((tracker) => (
                    <List.Item key={tracker.deviceId}>
                      <Anchor
                        component={Link}
                        to={metrowatch.detailPath(tracker.type, tracker.deviceId)}
                        size="sm"
                      >
                        {labelOf(tracker)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(tracker.at)}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Card>
  );
}
