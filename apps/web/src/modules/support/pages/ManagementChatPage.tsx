import type { support } from '@atrium/contracts';
import { Badge, Center, Grid, Loader, NavLink, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useConversations, useLiveMessages, useManagedCustomers, useOpenConversation } from '../api/chat.ts';
import { ChatPanel } from '../components/ChatPanel.tsx';
import { SUPPORT_PATHS } from '../paths.ts';

function ConversationList({ items, selected }: { items: support.Conversation[]; selected: number }) {
  const { t } = useTranslation('support');
  if (items.length === 0)
    return (
      <Text c="dimmed" p="sm">
        {t('chat.noConversations')}
      </Text>
    );
  return (
    <nav aria-label={t('chat.conversations')}>
      {items.map((c) => (
        <NavLink
          key={c.id}
          component={Link}
          to={SUPPORT_PATHS.managementChat(c.id, c.customer.id)}
          active={c.id === selected}
          label={c.customer.name}
          description={c.lastMessage ?? undefined}
          aria-current={c.id === selected ? 'page' : undefined}
          rightSection={
            c.unread > 0 ? (
              <Badge size="sm" circle aria-label={t('chat.unread', { count: c.unread })}>
                {c.unread}
              </Badge>
            ) : null
          }
        />
      ))}
    </nav>
  );
}

/** A customer without a conversation yet: picking it opens one. */
function StartConversation() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const customers = useManagedCustomers();
  const open = useOpenConversation();
  return (
    <Select
      label={t('chat.startWith')}
      placeholder={t('chat.customer')}
      data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      searchable
      value={null}
      disabled={customers.isPending || open.isPending}
      onChange={(value) =>
        value &&
        open.mutate(Number(value), {
          onSuccess: (c) => void navigate(SUPPORT_PATHS.managementChat(c.id, c.customer.id)),
        })
      }
      mb="sm"
    />
  );
}

/**
 * /management/support/chat/:id/:companyId: the integrator's (or the platform support's) conversations
 * with its customers on the side, unread counts live, the selected one open.
 */
export function ManagementChatPage() {
  const { t } = useTranslation('support');
  const params = useParams();
  const selected = Number(params.id ?? 0);
  const conversations = useConversations();
  useLiveMessages();
  // An integrator is itself a customer of the platform's support: that conversation is on /core/chat.
  const own = useSessionUser()?.personalInfo.companyId;
  const served = conversations.data?.data.filter((c) => c.customer.id !== own) ?? [];
  const open = served.find((c) => c.id === selected);
  return (
    <Stack>
      <PageHeader title={t('nav.managementChat')} />
      {conversations.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : conversations.error ? (
        <QueryErrorState title={t('common.loadFailed')} query={conversations} />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="xs">
              <Text fw={600} component="h2" mb="xs">
                {t('chat.conversations')}
              </Text>
              <StartConversation />
              <ConversationList items={served} selected={selected} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md">
              {open ? (
                <ChatPanel conversationId={open.id} side="provider" title={open.customer.name} />
              ) : (
                <Text c="dimmed" ta="center" py="xl">
                  {t('chat.select')}
                </Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
