import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/errors.ts';
import { withQuestionMark } from '../ConfirmDeleteDialog/index.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  /** The question; a '?' (or '؟') is added when missing. */
  message: string;
  confirmLabel: string;
  /** The confirm button's colour (default the primary colour; `red` for what cannot be undone). */
  color?: string;
  icon?: ReactNode;
  /** A returned promise keeps the dialog open and busy; a rejection is shown in the dialog, which stays. */
  onConfirm: () => unknown;
  onClose: () => void;
}

/**
 * Asks before an action that changes something for others (cancel a request, end an engagement). The
 * delete flavour is ConfirmDeleteDialog; this one names its own action and shows why a failed one failed.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  color,
  icon,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const mark = i18n.resolvedLanguage === 'ar' ? '؟' : '?';

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(error);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="sm">
      <Stack gap="md">
        <Text data-testid="confirm-message">{withQuestionMark(message, mark)}</Text>
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {describeError(t, failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('confirmDelete.cancel')}
          </Button>
          <Button color={color} leftSection={icon} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
