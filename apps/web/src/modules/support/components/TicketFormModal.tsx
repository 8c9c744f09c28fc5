import { support } from '@atrium/contracts';
import { Badge, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useCreateTicket } from '../api/tickets.ts';

const FIELDS = ['subject', 'description', 'priority', 'deviceId', 'alarmId', 'orderId', 'jobCardId'] as const;
export type TicketLinks = Partial<Record<'deviceId' | 'alarmId' | 'orderId' | 'jobCardId', number>>;

/** The messages of the contract this form shows in the page's language. */
const KNOWN: Record<string, string> = { 'Subject Is Required': 'tickets.errors.subjectRequired' };

interface TicketFormModalProps {
  /** Links filled from where the ticket was opened (an alarm, a device page). */
  links: TicketLinks;
  onClose: () => void;
  onCreated: (ticket: support.TicketDetail) => void;
}

/** POST /support/ticket: subject, description, priority, and the links it was opened with. */
export function TicketFormModal({ links, onClose, onCreated }: TicketFormModalProps) {
  const { t } = useTranslation('support');
  const create = useCreateTicket();
  const fields = useFieldErrors(FIELDS, 'support');
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<support.TicketPriority>('normal');
  const message = (field: (typeof FIELDS)[number]) => {
    const raw = fields.errors[field];
    return raw && KNOWN[raw] ? t(KNOWN[raw]) : fields.message(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = support.ticketInput.safeParse({ subject, description, priority, ...links });
    if (!parsed.success) {
      fields.setFromIssues(parsed.error.issues);
      return;
    }
    create.mutate(parsed.data, { onSuccess: onCreated, onError: (error) => fields.setFromError(error) });
  };

  const linked = (Object.entries(links) as [keyof TicketLinks, number][]).filter(
    ([, id]) => id !== undefined,
  );
  return (
    <FormModal
      title={t('tickets.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={create.isPending}
      error={create.error}
      shown={FIELDS}
      size="lg"
    >
      <TextInput
        label={t('tickets.fields.subject')}
        value={subject}
        onChange={(e) => {
          setSubject(e.currentTarget.value);
          fields.clear('subject');
        }}
        error={message('subject')}
        maxLength={200}
        withAsterisk
        data-autofocus
      />
      <Textarea
        label={t('tickets.fields.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={message('description')}
        rows={3}
        maxLength={5000}
      />
      <Select
        label={t('tickets.fields.priority')}
        data={support.TICKET_PRIORITIES.map((value) => ({ value, label: t(`tickets.priorities.${value}`) }))}
        value={priority}
        onChange={(value) => value && setPriority(value as support.TicketPriority)}
        allowDeselect={false}
        error={message('priority')}
      />
      <div>
        <Text size="sm" fw={500}>
          {t('tickets.links')}
        </Text>
        {linked.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tickets.noLinks')}
          </Text>
        ) : (
          <Group gap="xs" data-testid="ticket-links">
            {linked.map(([key, id]) => (
              <Badge key={key} variant="light" color={message(key) ? 'red' : 'blue'}>
                {t(`tickets.linkLabel.${key}`, { id })}
              </Badge>
            ))}
          </Group>
        )}
        {linked.map(([key]) =>
          message(key) ? (
            <Text key={key} size="sm" c="red" role="alert">
              {message(key)}
            </Text>
          ) : null,
        )}
      </div>
    </FormModal>
  );
}
