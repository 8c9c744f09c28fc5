import type { facmgmt } from '@atrium/contracts';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelReservation } from '../api/reservations.ts';
import { refusalOf } from './calendarEvents.ts';

interface CancelDialogProps {
  reservation: facmgmt.Reservation | null;
  onClose: () => void;
  onCancelled?: () => void;
}

type Scope = (typeof facmgmt.CANCEL_SCOPES)[number];

/**
 * Asks before cancelling a booking (of a series: this one, or it and the later ones); its visitors' passes
 * are revoked at once. A refusal (already cancelled, ended) is shown in the dialog.
 */
export function CancelReservationDialog({ reservation, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation('facility-booking');
  const cancel = useCancelReservation();
  const [scope, setScope] = useState<Scope>('occurrence');
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (!reservation) return;
    cancel.mutate(
      { id: reservation.id, scope },
      {
        onSuccess: () => {
          onCancelled?.();
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={reservation !== null} onClose={close} title={t('reservation.cancel')} centered size="md">
      <Stack gap="md">
        <Text>{t('reservation.cancelQuestion', { title: reservation?.title ?? '' })}</Text>
        {reservation?.series && (
          <Radio.Group
            value={scope}
            onChange={(next) => setScope(next as Scope)}
            label={t('reservation.cancelScope')}
          >
            <Stack gap={4} mt={4}>
              <Radio value="occurrence" label={t('reservation.scopeOccurrence')} />
              <Radio value="series" label={t('reservation.scopeSeries')} />
            </Stack>
          </Radio.Group>
        )}
        {cancel.isError && (
          <Alert color="red" variant="light" role="alert">
            {refusalOf(cancel.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('reservation.keep')}
          </Button>
          <Button color="red.8" onClick={confirm} loading={cancel.isPending}>
            {t('reservation.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
