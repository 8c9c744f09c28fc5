import type { fleet } from '@atrium/contracts';
import { Button, Card, SimpleGrid, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { formatDuration, formatTime } from './format.ts';

interface TrackListsProps {
  track: fleet.Track;
  onSeek: (at: number) => void;
}

/** The stops and events along the track; each moves the playback to when it happened. */
export function TrackLists({ track, onSeek }: TrackListsProps) {
  const { t } = useTranslation('fleet');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('playback.stops')}
          </Title>
          {track.stops.length === 0 ? (
            <EmptyState compact title={t('playback.noStops')} />
          ) : (
            <Table aria-label={t('playback.stops')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('playback.from')}</Table.Th>
                  <Table.Th>{t('playback.to')}</Table.Th>
                  <Table.Th>{t('playback.duration')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('playback.goTo')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {track.stops.map((stop) => (
                  <Table.Tr key={stop.from}>
                    <Table.Td>{formatTime(stop.from)}</Table.Td>
                    <Table.Td>{formatTime(stop.to)}</Table.Td>
                    <Table.Td>{formatDuration(stop.durationSeconds, t)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => onSeek(Date.parse(stop.from))}
                        aria-label={t('playback.goToStop', { at: formatTime(stop.from) })}
                      >
                        {t('playback.goTo')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('playback.events')}
          </Title>
          {track.events.length === 0 ? (
            <EmptyState compact variant="logs" />
          ) : (
            <Table aria-label={t('playback.events')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('playback.time')}</Table.Th>
                  <Table.Th>{t('playback.event')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('playback.goTo')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {track.events.map((event) => (
                  <Table.Tr key={`${event.ts}-${event.kind}`}>
                    <Table.Td>{formatTime(event.ts)}</Table.Td>
                    <Table.Td>
                      {t(`playback.eventKinds.${event.kind}`)}
                      {event.detail ? ` (${event.detail})` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => onSeek(Date.parse(event.ts))}
                        aria-label={t('playback.goToEvent', { at: formatTime(event.ts) })}
                      >
                        {t('playback.goTo')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
