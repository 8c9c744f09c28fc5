import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLockAsleep } from '../api/commands.ts';

interface CommandFormModalProps {
  title: string;
  size: 'sm' | 'md';
  pending: boolean;
  /** Called on submit, the browser's own submission prevented. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A form that sends one command to a device: its fields, then Cancel and Send. */
export function CommandFormModal({
  title,
  size,
  pending,
  onSubmit,
  onClose,
  children,
}: CommandFormModalProps) {
  const { t } = useTranslation('metro-watch');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened onClose={onClose} title={title} centered size={size}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('devices.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('devices.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface CommandOutcome {
  onSent: () => void;
  onClose: () => void;
  /** A sleeping lock's refusal (R149) goes here rather than to the fields, when given. */
  onAsleep?: () => void;
  fields: { setFromError: (error: unknown) => void };
}

/** The mutation callbacks of a command form: sent closes it; a 418 goes to its fields. */
export const commandOutcome = ({ onSent, onClose, onAsleep, fields }: CommandOutcome) => ({
  onSuccess: () => {
    onSent();
    onClose();
  },
  onError: (error: unknown) => {
    if (!onAsleep || !isLockAsleep(error)) return void fields.setFromError(error);
    onAsleep();
    onClose();
  },
});
