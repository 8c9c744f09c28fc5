import { Center, Loader, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useMyConversation } from '../api/chat.ts';
import { ChatPanel } from '../components/ChatPanel.tsx';

/** /core/chat: the customer's conversation with its integrator, or with the platform's support. */
export function CoreChatPage() {
  const { t } = useTranslation('support');
  const conversation = useMyConversation();
  const with_ = conversation.data?.provider
    ? t('chat.withIntegrator', { name: conversation.data.provider.name })
    : t('chat.withPlatform');
  return (
    <Stack>
      <PageHeader title={t('chat.title')} />
      {conversation.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : conversation.error ? (
        <QueryErrorState title={t('common.loadFailed')} query={conversation} />
      ) : (
        <Paper withBorder p="md">
          <ChatPanel conversationId={conversation.data.id} side="customer" title={with_} />
        </Paper>
      )}
    </Stack>
  );
}
