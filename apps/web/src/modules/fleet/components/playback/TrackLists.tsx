import type { fleet } from '@atrium/contracts';
import { Button, Card, SimpleGrid, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { formatDuration, formatTime } from './format.ts';

interface TrackListsProps {
  track: fleet.Track;
  onSeek: (at: number) => void;
}

interface SeekListProps<T> {
  title: string;
  rows: readonly T[];
  empty: ReactNode;
  rowKey: (row: T) => string;
  columns: { header: string; cell: (row: T) => ReactNode }[];
  /** When the row happened: its button moves the playback there. */
  at: (row: T) => string;
  /** The button's name for a screen reader, at that time. */
  goToLabel: (at: string) => string;
  onSeek: (at: number) => void;
}

/** A titled table of moments along the track, each with a button that moves the playback to it. */
function SeekList<T>({ title, rows, empty, rowKey, columns, at, goToLabel, onSeek }: SeekListProps<T>) {
  const { t } = useTranslation('fleet');
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          empty
        ) : (
          <Table aria-label={title} striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('playback.goTo')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => onSeek(Date.parse(at(row)))}
                      aria-label={goToLabel(formatTime(at(row)))}
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
  );
}

/** The stops and events along the track; each moves the playback to when it happened. */
export function TrackLists({ track, onSeek }: TrackListsProps) {
  const { t } = useTranslation('fleet');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <SeekList
        title={t('playback.stops')}
        rows={track.stops}
        empty={<EmptyState compact title={t('playback.noStops')} />}
        rowKey={(stop) => stop.from}
        columns={[
          { header: t('playback.from'), cell: (stop) => formatTime(stop.from) },
          { header: t('playback.to'), cell: (stop) => formatTime(stop.to) },
          { header: t('playback.duration'), cell: (stop) => formatDuration(stop.durationSeconds, t) },
        ]}
        at={(stop) => stop.from}
        goToLabel={(at) => t('playback.goToStop', { at })}
        onSeek={onSeek}
      />
      <SeekList
        title={t('playback.events')}
        rows={track.events}
        empty={<EmptyState compact variant="logs" />}
        rowKey={(event) => `${event.ts}-${event.kind}`}
        columns={[
          { header: t('playback.time'), cell: (event) => formatTime(event.ts) },
          {
            header: t('playback.event'),
            cell: (event) => (
              <>
                {t(`playback.eventKinds.${event.kind}`)}
                {event.detail ? ` (${event.detail})` : ''}
              </>
            ),
          },
        ]}
        at={(event) => event.ts}
        goToLabel={(at) => t('playback.goToEvent', { at })}
        onSeek={onSeek}
      />
    </SimpleGrid>
  );
}
