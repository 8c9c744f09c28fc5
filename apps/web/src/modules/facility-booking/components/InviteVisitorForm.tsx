import { facmgmt } from '@atrium/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteVisitor } from '../api/visitors.ts';
import { useDottedErrors } from './useDottedErrors.ts';
import { EMPTY_VISITOR, type VisitorDraft, VisitorFields, visitorBody } from './VisitorFields.tsx';

/** Invites one visitor to a reservation: they get their passes and an email with them. */
export function InviteVisitorForm({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation('facility-booking');
  const invite = useInviteVisitor();
  const errors = useDottedErrors();
  const [draft, setDraft] = useState<VisitorDraft>(EMPTY_VISITOR);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = facmgmt.visitorInput.safeParse({ reservationId, ...visitorBody(draft) });
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
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={invite.isPending}>
            {t('visitor.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
