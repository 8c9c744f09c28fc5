import { facmgmt } from '@atrium/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api.ts';
import { DateField } from '../../../ui/DatePicker/index.ts';
import { useBook } from '../api/reservations.ts';
import { refusalOf } from './calendarEvents.ts';
import { spanText } from './format.ts';
import { seriesDates } from './reserveDraft.ts';
import { useDottedErrors } from './useDottedErrors.ts';
import { EMPTY_VISITOR, type VisitorDraft, VisitorFields, visitorBody } from './VisitorFields.tsx';

interface BookingModalProps {
  space: facmgmt.Space;
  slot: { startsAt: string; endsAt: string };
  onClose: () => void;
  /** The booking was made (the first of a series), its visitors invited. */
  onBooked: (reservation: facmgmt.Reservation) => void;
}

/** A 418 that names a visitor field of the n-th visitor (`visitors.0.email`) sits there; others stay as sent. */
const visitorField = (index: number, field: string) => `visitors.${index}.${field}`;

/**
 * Books the chosen space for the slot: a title, the people expected, notes; optionally weekly until a date,
 * leaving out the dates unticked; visitors by name, email and an optional car plate, invited once the
 * booking is made (to every booking of a series). The contract checks every field before sending; the
 * server's refusal (an overlap, outside opening hours) is shown above the buttons.
 */
export function BookingModal({ space, slot, onClose, onBooked }: BookingModalProps) {
  const { t } = useTranslation('facility-booking');
  const book = useBook();
  const errors = useDottedErrors();
  const [title, setTitle] = useState('');
  const [attendees, setAttendees] = useState<string | number>('');
  const [notes, setNotes] = useState('');
  const [weekly, setWeekly] = useState(false);
  const [until, setUntil] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [visitors, setVisitors] = useState<VisitorDraft[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [made, setMade] = useState<facmgmt.Reservation | null>(null);
  // The server's 418 on the slot or the space has no field here: it is shown with the refusals.
  const slotError = errors.message('startsAt') ?? errors.message('endsAt') ?? errors.message('spaceId');
  const dates = weekly && until ? seriesDates(slot, space.timeZone, until) : [];

  const checkVisitors = () => {
    const issues = visitors.flatMap((draft, index) => {
      const parsed = facmgmt.visitorInput.safeParse({ reservationId: 1, ...visitorBody(draft) });
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ ...issue, path: ['visitors', index, ...issue.path] }));
    });
    return issues;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = facmgmt.reservationInput.safeParse({
      spaceId: space.id,
      title,
      notes,
      attendees: attendees === '' ? null : attendees,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      recurrence: weekly
        ? {
            frequency: 'weekly',
            until: until ?? '',
            exceptions: skipped.filter((date) => dates.includes(date)),
          }
        : null,
    });
    const visitorIssues = checkVisitors();
    if (!parsed.success || visitorIssues.length > 0) {
      errors.setFromIssues([...(parsed.success ? [] : parsed.error.issues), ...visitorIssues]);
      return;
    }
    errors.reset();
    let booked: facmgmt.Reservation;
    try {
      booked = (await book.mutateAsync(parsed.data)).data;
    } catch (error) {
      if (!errors.setFromError(error)) setFailure(refusalOf(error, t));
      return;
    }
    setInviting(true);
    const refused: string[] = [];
    for (const [index, draft] of visitors.entries()) {
      try {
        await call(facmgmt.visitorEndpoints.create, {
          // The booking answered is the series' first: its visitors come to every booking of it.
          body: { reservationId: booked.id, ...visitorBody(draft), wholeSeries: weekly },
          notify: { error: false },
        });
      } catch (error) {
        refused.push(t('booking.visitorFailed', { n: index + 1, reason: refusalOf(error, t) }));
      }
    }
    setInviting(false);
    // A visitor refused after the booking was made: say so and let the user open the booking from here.
    if (refused.length > 0) {
      setFailure(refused.join(' '));
      setMade(booked);
    } else onBooked(booked);
  };

  const setVisitor = (index: number, draft: VisitorDraft) =>
    setVisitors((list) => list.map((current, at) => (at === index ? draft : current)));

  return (
    <Modal opened onClose={onClose} title={t('booking.title', { space: space.name })} size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" data-testid="booking-slot">
            {space.name} · {space.floor.name} · {space.building.name} —{' '}
            <span dir="ltr">{spanText(slot.startsAt, slot.endsAt)}</span>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('booking.titleLabel')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={errors.message('title')}
              withAsterisk
              data-autofocus
            />
            <NumberInput
              label={t('columns.attendees')}
              description={space.capacity ? t('booking.capacityHint', { count: space.capacity }) : undefined}
              value={attendees}
              onChange={setAttendees}
              min={1}
              allowDecimal={false}
              error={errors.message('attendees')}
            />
          </SimpleGrid>
          <Textarea
            label={t('reservation.notes')}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            error={errors.message('notes')}
            autosize
            minRows={2}
          />
          <Switch
            label={t('booking.weekly')}
            checked={weekly}
            onChange={(event) => setWeekly(event.currentTarget.checked)}
          />
          {weekly && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label={t('booking.until')}
                value={until}
                onChange={setUntil}
                error={errors.message('recurrence.until') ?? errors.message('recurrence')}
                withAsterisk
              />
              <MultiSelect
                label={t('booking.exceptions')}
                description={t('booking.exceptionsHint')}
                data={dates.slice(1)}
                value={skipped}
                onChange={setSkipped}
                disabled={dates.length < 2}
                error={errors.message('recurrence.exceptions')}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
          )}
          {weekly && dates.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('booking.occurrences', {
                count: dates.length - skipped.filter((d) => dates.includes(d)).length,
              })}
            </Text>
          )}
          <Paper withBorder p="sm">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} fz="h5">
                  {t('visitors.title')}
                </Title>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setVisitors((list) => [...list, EMPTY_VISITOR])}
                >
                  {t('booking.addVisitor')}
                </Button>
              </Group>
              {visitors.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('booking.noVisitors')}
                </Text>
              ) : (
                visitors.map((draft, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id; removing one re-keys the rest.
                  <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
                    <div style={{ flex: 1 }}>
                      <VisitorFields
                        value={draft}
                        index={index + 1}
                        onChange={(next) => setVisitor(index, next)}
                        error={(field) => errors.message(visitorField(index, field))}
                      />
                    </div>
                    <Tooltip label={t('booking.removeVisitor', { n: index + 1 })}>
                      <ActionIcon
                        mt={28}
                        variant="subtle"
                        color="red.8"
                        aria-label={t('booking.removeVisitor', { n: index + 1 })}
                        onClick={() => setVisitors((list) => list.filter((_, at) => at !== index))}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ))
              )}
              {weekly && visitors.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('booking.visitorsSeries')}
                </Text>
              )}
            </Stack>
          </Paper>
          {(failure || slotError) && (
            <Alert color="red" variant="light" role="alert" data-testid="booking-refused">
              {failure ?? slotError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            {made ? (
              <Button onClick={() => onBooked(made)}>{t('booking.openBooked')}</Button>
            ) : (
              <Button type="submit" loading={book.isPending || inviting}>
                {t('booking.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
