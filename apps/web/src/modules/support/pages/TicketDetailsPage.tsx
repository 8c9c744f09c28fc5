import { support } from '@atrium/contracts';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordLoadState } from '../../../ui/RecordLoadState.tsx';
import { formatDateTime } from '../../companies/components/format.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useAssignees, usePostTicketMessage, useTicket, useUpdateTicket } from '../api/tickets.ts';
import { OverdueBadge, TicketPriorityBadge, TicketStateBadge } from '../components/TicketBadges.tsx';
import { SUPPORT_PATHS } from '../paths.ts';

const LINK_KEYS = ['deviceId', 'alarmId', 'orderId', 'jobCardId'] as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** The serving side's controls: state (allowed moves only), priority and assignee. */
function ProviderControls({ ticket }: { ticket: support.TicketDetail }) {
  const { t } = useTranslation('support');
  const update = useUpdateTicket(ticket.id);
  const assignees = useAssignees(ticket.id, true);
  const moves = [ticket.state, ...support.TICKET_TRANSITIONS[ticket.state]];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('tickets.changeState')}
        data={moves.map((value) => ({ value, label: t(`tickets.states.${value}`) }))}
        value={ticket.state}
        onChange={(value) =>
          value && value !== ticket.state && update.mutate({ state: value as support.TicketState })
        }
        allowDeselect={false}
        disabled={update.isPending || moves.length === 1}
      />
      <Select
        label={t('tickets.fields.priority')}
        data={support.TICKET_PRIORITIES.map((value) => ({ value, label: t(`tickets.priorities.${value}`) }))}
        value={ticket.priority}
        onChange={(value) =>
          value && value !== ticket.priority && update.mutate({ priority: value as support.TicketPriority })
        }
        allowDeselect={false}
        disabled={update.isPending}
      />
      <Select
        label={t('tickets.assign')}
        placeholder={t('tickets.unassigned')}
        data={(assignees.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        value={ticket.assignee ? String(ticket.assignee.id) : null}
        onChange={(value) => update.mutate({ assigneeId: value ? Number(value) : null })}
        clearable
        searchable
        disabled={update.isPending || assignees.isPending}
      />
    </SimpleGrid>
  );
}

/** The customer may close its ticket, or reopen a resolved one. */
function CustomerControls({ ticket }: { ticket: support.TicketDetail }) {
  const { t } = useTranslation('support');
  const update = useUpdateTicket(ticket.id);
  const allowed = support.TICKET_TRANSITIONS[ticket.state].filter((s) => s === 'open' || s === 'closed');
  if (allowed.length === 0) return null;
  return (
    <Group>
      {allowed.map((state) => (
        <Button
          key={state}
          variant="light"
          loading={update.isPending}
          onClick={() => update.mutate({ state })}
        >
          {t(`tickets.states.${state}`)}
        </Button>
      ))}
    </Group>
  );
}

function Thread({ ticket }: { ticket: support.TicketDetail }) {
  const { t } = useTranslation('support');
  const post = usePostTicketMessage(ticket.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('tickets.errors.messageRequired'));
      return;
    }
    setError(null);
    post.mutate(body.trim(), { onSuccess: () => setBody('') });
  };
  return (
    <Stack gap="xs">
      <Text fw={600} component="h2">
        {t('tickets.thread')}
      </Text>
      {ticket.messages.length === 0 ? (
        <Text c="dimmed">{t('tickets.noMessages')}</Text>
      ) : (
        ticket.messages.map((m) => (
          <Paper key={m.id} withBorder p="xs" data-testid="ticket-message">
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {m.author?.name ?? ''} · {formatDateTime(m.createdAt)}
              </Text>
              {m.fromSupport && (
                <Badge size="xs" variant="light">
                  {t('tickets.fromSupport')}
                </Badge>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.body}
            </Text>
          </Paper>
        ))
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('tickets.replyLabel')}
            value={body}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            rows={2}
            maxLength={5000}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={post.isPending}>
              {t('tickets.reply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** /core/tickets/:id and /management/support/tickets/:id: one ticket, its facts, controls and thread. */
export function TicketDetailsPage({ serving }: { serving: boolean }) {
  const { t } = useTranslation('support');
  const id = Number(useParams().id ?? 0);
  const ticket = useTicket(id);
  const back = serving ? SUPPORT_PATHS.managementTickets : SUPPORT_PATHS.tickets;
  if (!ticket.data)
    return (
      <RecordLoadState
        query={ticket}
        failedTitle={t('common.loadFailed')}
        notFoundTitle={t('tickets.notFound')}
        back={{ to: back, label: t('tickets.title') }}
        notFound={!(id > 0)}
      />
    );
  const data = ticket.data;
  const links = LINK_KEYS.filter((key) => data[key] !== null);
  return (
    <Stack>
      <PageHeader title={data.subject} description={data.customer.name} />
      <Paper withBorder p="md">
        <Stack>
          <Group gap="xs">
            <TicketStateBadge state={data.state} />
            <TicketPriorityBadge priority={data.priority} />
            {data.overdue && <OverdueBadge />}
          </Group>
          {data.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label={t('tickets.fields.assignee')}>{data.assignee?.name ?? t('tickets.unassigned')}</Fact>
            <Fact label={t('tickets.fields.dueAt')}>{formatDateTime(data.dueAt)}</Fact>
            <Fact label={t('tickets.fields.createdAt')}>{formatDateTime(data.createdAt)}</Fact>
            <Fact label={t('tickets.links')}>
              {links.length === 0
                ? t('tickets.noLinks')
                : links.map((key) => (
                    <Badge key={key} variant="light" me={4}>
                      {t(`tickets.linkLabel.${key}`, { id: data[key] })}
                    </Badge>
                  ))}
            </Fact>
          </SimpleGrid>
          {serving ? <ProviderControls ticket={data} /> : <CustomerControls ticket={data} />}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Thread ticket={data} />
      </Paper>
    </Stack>
  );
}
