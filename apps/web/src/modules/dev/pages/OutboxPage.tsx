import { Anchor, Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../ui/DataTable/index.ts';
import { fetchOutboxPage, type OutboxChannel, type OutboxMessage } from '../api.ts';
import { ChannelBadge, formatTime, MessageDialog, StatusBadge } from '../components/MessageDialog.tsx';

const QUERY_KEY = ['dev', 'outbox'] as const;

/**
 * /core/dev/outbox (dev mode, system administrators): the mail and SMS the product wrote, newest first,
 * filtered by channel and recipient; a message opens with its text and clickable links (reset,
 * verification, invitation) or its code.
 */
export function OutboxPage() {
  const { t } = useTranslation('dev');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const [channel, setChannel] = useState<OutboxChannel | 'all'>('all');
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      fetchOutboxPage(query, signal, channel === 'all' ? undefined : channel),
    [channel],
  );

  const columns = useMemo<DataTableColumn<OutboxMessage>[]>(
    () => [
      {
        id: 'channel',
        header: t('outbox.columns.channel'),
        sortable: false,
        accessor: (row) => t(`outbox.channel.${row.channel}`),
        cell: (row) => <ChannelBadge channel={row.channel} />,
      },
      {
        id: 'to',
        header: t('outbox.columns.to'),
        sortable: false,
        cell: (row) => (
          <Text size="sm" dir="ltr" ff="monospace">
            {row.to}
          </Text>
        ),
      },
      {
        id: 'subject',
        header: t('outbox.columns.subject'),
        sortable: false,
        cell: (row) => (
          <Anchor component="button" type="button" size="sm" ta="start" onClick={() => setOpened(row)}>
            {row.channel === 'sms' ? row.text : row.subject}
          </Anchor>
        ),
      },
      {
        id: 'createdAt',
        header: t('outbox.columns.createdAt'),
        sortable: false,
        accessor: (row) => formatTime(row.createdAt),
      },
      {
        id: 'status',
        header: t('outbox.columns.status'),
        sortable: false,
        accessor: (row) => t(row.sentAt ? 'outbox.status.sent' : 'outbox.status.queued'),
        cell: (row) => <StatusBadge message={row} />,
      },
    ],
    [t],
  );

  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('outbox.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('outbox.description')}
          </Text>
        </div>
        <DataTable<OutboxMessage>
          label={t('outbox.title')}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={[...QUERY_KEY, channel]}
          defaultPageSize={25}
          searchKey="to"
          searchPlaceholder={t('outbox.filter')}
          view="rows"
          emptyVariant="logs"
          rowLabel={(row) => (row.channel === 'sms' ? row.text : row.subject)}
          onView={setOpened}
          toolbar={
            <Group gap="sm">
              <SegmentedControl
                aria-label={t('outbox.columns.channel')}
                value={channel}
                onChange={(value) => setChannel(value as OutboxChannel | 'all')}
                data={[
                  { value: 'all', label: t('outbox.channel.all') },
                  { value: 'email', label: t('outbox.channel.email') },
                  { value: 'sms', label: t('outbox.channel.sms') },
                ]}
              />
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={() => void queryClient.invalidateQueries({ queryKey: QUERY_KEY })}
              >
                {t('outbox.refresh')}
              </Button>
            </Group>
          }
        />
      </Stack>
      <MessageDialog message={opened} onClose={() => setOpened(null)} />
    </Container>
  );
}
