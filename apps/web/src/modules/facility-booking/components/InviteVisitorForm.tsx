import { facmgmt } from '@atrium/contracts';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteVisitor } from '../api/visitors.ts';
import { useDottedErrors } from './useDottedErrors.ts';
import { EMPTY_VISITOR, type VisitorDraft, VisitorFields, visitorBody } from './VisitorFields.tsx';

/**
 * Invites one visitor to a reservation: they get their passes and an email with them. A booking of a weekly
 * series offers to invite them to its later bookings too (each with its passes and mail).
 */
export function InviteVisitorForm({ reservationId, inSeries }: { reservationId: number; inSeries: boolean }) {
  const { t } = useTranslation('facility-booking');
  const invite = useInviteVisitor();
  const errors = useDottedErrors();
  const [draft, setDraft] = useState<VisitorDraft>(EMPTY_VISITOR);
  const [wholeSeries, setWholeSeries] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = facmgmt.visitorInput.safeParse({
      reservationId,
      ...visitorBody(draft),
      wholeSeries: inSeries && wholeSeries,
    });
    if (!parsed.success) {
      errors.setFromIssues(parsed.error.issues);
      return;
    }
    errors.reset();
    invite.mutate(parsed.data, {
      onSuccess: () => setDraft(EMPTY_VISITOR),
      onError: (error) => errors.setFromError(error),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('visitor.invite')}>
      <Stack gap="xs">
        <VisitorFields value={draft} onChange={setDraft} error={(field) => errors.message(field)} />
        {inSeries && (
          <Checkbox
            label={t('visitor.wholeSeries')}
            checked={wholeSeries}
            onChange={(event) => setWholeSeries(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={invite.isPending}>
            {t('visitor.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
