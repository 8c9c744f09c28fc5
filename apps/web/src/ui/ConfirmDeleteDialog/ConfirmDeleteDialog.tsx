import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withQuestionMark } from './questionMark.ts';

export interface ConfirmDeleteDialogProps {
  opened: boolean;
  /** The question; a '?' is added when missing (R100). Default: "Are you sure you want to delete this item?". */
  message?: string;
  title?: ReactNode;
  /** Called on confirm; a returned promise keeps the dialog open and loading until it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
  confirmLabel?: string;
}

/** the confirm-delete dialog. A rejected `onConfirm` leaves it open (the caller reports the error). */
export function ConfirmDeleteDialog({
  opened,
  message,
  title,
  onConfirm,
  onClose,
  confirmLabel,
}: ConfirmDeleteDialogProps) {
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const mark = i18n.resolvedLanguage === 'ar' ? '؟' : '?';
  const text = withQuestionMark(message ?? t('confirmDelete.message'), mark);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      console.error('[ConfirmDeleteDialog] delete failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={title ?? t('confirmDelete.title')}
      centered
      size="sm"
    >
      <Text data-testid="confirm-delete-message">{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('confirmDelete.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel ?? t('confirmDelete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
