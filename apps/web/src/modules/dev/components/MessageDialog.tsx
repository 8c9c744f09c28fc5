import { Badge, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '../api.ts';
import { LinkifiedText } from './LinkifiedText.tsx';

export const formatTime = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss');

/** One mail or SMS: its envelope and its text with clickable links. */
export function MessageDialog({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  const { t } = useTranslation('dev');
  const title = message && (message.channel === 'sms' ? t('outbox.smsTitle') : message.subject);
  return (
    <Modal opened={message !== null} onClose={onClose} title={title} size="lg">
      {message && (
        <Stack gap="sm">
          <Group gap="xs">
            <ChannelBadge channel={message.channel} />
            <Text size="sm" c="dimmed">
              {t('outbox.columns.to')}:
            </Text>
            <Text size="sm" dir="ltr" ff="monospace">
              {message.to}
            </Text>
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('outbox.columns.createdAt')}:
            </Text>
            <Text size="sm">{formatTime(message.createdAt)}</Text>
            <StatusBadge message={message} />
          </Group>
          <Divider />
          <LinkifiedText text={message.text} />
        </Stack>
      )}
    </Modal>
  );
}

/** Sent (with its time) or still queued. */
export function StatusBadge({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('dev');
  return message.sentAt ? (
    <Badge variant="light" color="teal" title={formatTime(message.sentAt)}>
      {t('outbox.status.sent')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      {t('outbox.status.queued')}
    </Badge>
  );
}

/** Email or SMS. */
export function ChannelBadge({ channel }: { channel: OutboxMessage['channel'] }) {
  const { t } = useTranslation('dev');
  return (
    <Badge variant="outline" color={channel === 'sms' ? 'grape' : 'blue'}>
      {t(`outbox.channel.${channel}`)}
    </Badge>
  );
}
