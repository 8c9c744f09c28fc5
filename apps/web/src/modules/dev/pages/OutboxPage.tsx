import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { fetchOutboxPage, type OutboxMessage } from '../api.ts';
import { formatTime, MessageDialog, StatusBadge } from '../components/MessageDialog.tsx';

const QUERY_KEY = ['dev', 'outbox'] as const;

/**
 * /core/dev/outbox (dev mode, system administrators): the mail the product wrote, newest first, filtered
 * by recipient; a mail opens with its text and clickable links (reset, verification, invitation).
 */
export function OutboxPage() {
  const { t } = useTranslation('dev');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<OutboxMessage | null>(null);

  const columns = useMemo<DataTableColumn<OutboxMessage>[]>(
    () => [
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
          <Anchor component="button" type="button" size="sm" onClick={() => setOpened(row)}>
            {row.subject}
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
          fetchPage={fetchOutboxPage}
          queryKey={QUERY_KEY}
          defaultPageSize={25}
          searchKey="to"
          searchPlaceholder={t('outbox.filter')}
          view="rows"
          emptyVariant="logs"
          rowLabel={(row) => row.subject}
          onView={setOpened}
          toolbar={
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void queryClient.invalidateQueries({ queryKey: QUERY_KEY })}
            >
              {t('outbox.refresh')}
            </Button>
          }
        />
      </Stack>
      <MessageDialog message={opened} onClose={() => setOpened(null)} />
    </Container>
  );
}
