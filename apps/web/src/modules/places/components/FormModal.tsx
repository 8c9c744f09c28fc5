import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from './FormAlert.tsx';

interface FormActionsProps {
  saving: boolean;
  /** Cancel closes (a modal) or goes back to a page. */
  onCancel?: () => void;
  cancelTo?: string;
  submitLabel?: string;
}

/** A form's footer: Cancel, then Save (busy while saving). */
export function FormActions({ saving, onCancel, cancelTo, submitLabel }: FormActionsProps) {
  const { t } = useTranslation('places');
  return (
    <Group justify="flex-end" gap="sm">
      {cancelTo !== undefined ? (
        <Button component={Link} to={cancelTo} variant="default">
          {t('form.cancel')}
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('form.save')}
      </Button>
    </Group>
  );
}

interface FormModalProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The save's failure, shown above the fields unless it names one of `shown` (then it is on that field). */
  error?: unknown;
  shown?: readonly string[];
  /** A refusal no field shows, said as it is above the fields (a 409's message: already handled). */
  failure?: string | null;
  submitLabel?: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** A modal holding one form: the save's failure on top, the fields, then Cancel and Save. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  saving,
  error,
  shown,
  failure,
  submitLabel,
  size,
  children,
}: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {shown && <FormAlert error={error} shown={shown} />}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {children}
          <FormActions saving={saving} onCancel={onClose} submitLabel={submitLabel} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A modal form's save callbacks: once saved, the saved row goes to `onSaved` and the modal closes; a refusal
 * shows under its field (`fields.setFromError`).
 */
export const closeOnSave = <R,>(
  onClose: () => void,
  fields: { setFromError: (error: unknown) => void },
  onSaved?: (saved: R) => void,
) => ({
  onSuccess: (saved: R) => {
    onSaved?.(saved);
    onClose();
  },
  onError: (error: unknown) => fields.setFromError(error),
});
