import { support } from '@atrium/contracts';
import {
  Button,
  Center,
  FileInput,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { formatDateTime } from '../../companies/components/format.ts';
import { useLiveMessages, useMarkRead, useMessages, usePostMessage } from '../api/chat.ts';
import { AttachmentLink } from './AttachmentLink.tsx';

interface ChatPanelProps {
  conversationId: number;
  /** The caller's side: its own messages are shown on the end side. */
  side: support.ChatSide;
  title: string;
}

function MessageBubble({ message, own }: { message: support.ChatMessage; own: boolean }) {
  const { t } = useTranslation('support');
  const who = own ? t('chat.you') : (message.author?.name ?? t('chat.support'));
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} data-testid="chat-message">
      <Paper
        withBorder
        p="xs"
        radius="md"
        maw="75%"
        // One's own messages by their border: a tinted background would lower the contrast of the dimmed line.
        style={own ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
      >
        <Text size="xs" c="dimmed">
          {who} · {formatDateTime(message.createdAt)}
        </Text>
        {message.body && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        )}
        {message.attachments.map((a) => (
          <AttachmentLink key={a.id} attachment={a} />
        ))}
      </Paper>
    </Group>
  );
}

/**
 * One conversation: its history (older pages on demand), live messages as they are pushed, a composer with
 * an optional file; what is shown is marked read.
 */
export function ChatPanel({ conversationId, side, title }: ChatPanelProps) {
  const { t } = useTranslation('support');
  const messages = useMessages(conversationId);
  const post = usePostMessage(conversationId);
  const markRead = useMarkRead(conversationId);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const newest = messages.data?.pages[0]?.data[0]?.id;
  const { mutate: read } = markRead;

  // Whatever reaches the open conversation, loaded or pushed, is read by the one looking at it.
  useEffect(() => {
    if (newest !== undefined) read();
  }, [newest, read]);
  useLiveMessages();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text && !file) {
      setError(t('tickets.errors.messageRequired'));
      return;
    }
    setError(null);
    post.mutate(
      { body: text, file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
        },
        onError: (e) => setError(t('chat.sendFailed', { msg: e instanceof ApiError ? e.msg : String(e) })),
      },
    );
  };

  const list = messages.data?.pages.flatMap((p) => p.data).reverse() ?? [];
  return (
    <Stack gap="sm" h="100%">
      <Text fw={600} component="h2" size="lg">
        {title}
      </Text>
      {messages.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : messages.error ? (
        <QueryErrorState title={t('common.loadFailed')} query={messages} />
      ) : (
        <ScrollArea.Autosize
          mah="60vh"
          type="auto"
          aria-label={title}
          role="log"
          aria-live="polite"
          // A scrollable region is reached by the keyboard too (axe scrollable-region-focusable).
          viewportProps={{ tabIndex: 0 }}
        >
          <Stack gap="xs" p="xs">
            {messages.hasNextPage && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => void messages.fetchNextPage()}
                loading={messages.isFetchingNextPage}
              >
                {t('chat.older')}
              </Button>
            )}
            {list.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                {t('chat.noMessages')}
              </Text>
            ) : (
              list.map((m) => <MessageBubble key={m.id} message={m} own={m.side === side} />)
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <form onSubmit={send} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('chat.messageLabel')}
            placeholder={t('chat.messagePlaceholder')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            rows={2}
            maxLength={support.MESSAGE_BODY_MAX}
            error={error}
          />
          <Group justify="space-between" align="flex-end">
            <FileInput
              label={t('chat.attach')}
              leftSection={<IconPaperclip size={16} />}
              accept={support.ATTACHMENT_TYPES.join(',')}
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': t('chat.removeFile') }}
              w={280}
            />
            <Button type="submit" leftSection={<IconSend size={16} />} loading={post.isPending}>
              {t('common.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
