import type { companies } from '@atrium/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetExpiration } from '../api.ts';

interface ExpirationModalProps {
  companyId: number;
  /** The user whose access end is set; null closes the modal. */
  user: companies.CompanyUser | null;
  onClose: () => void;
}

/** The access end of a user (its roles' `expiresAt`), as the picker's local `YYYY-MM-DD HH:mm:ss`. */
export const currentExpiration = (user: companies.CompanyUser | null): string | null => {
  const iso = user?.roles.find((role) => role.expiresAt)?.expiresAt;
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null;
};

/**
 * When a user's access ends (PUT …/expiration): a date and time, or "Remove end" (null) so it never ends.
 */
export function ExpirationModal({ companyId, user, onClose }: ExpirationModalProps) {
  const { t } = useTranslation('companies');
  const setExpiration = useSetExpiration(companyId);
  const [value, setValue] = useState<string | null>(currentExpiration(user));

  useEffect(() => setValue(currentExpiration(user)), [user]);

  const save = (expiresAt: string | null) => {
    if (!user) return;
    setExpiration.mutate(
      { userId: user.id, expiresAt: expiresAt ? dayjs(expiresAt).toISOString() : null },
      { onSuccess: onClose },
    );
  };

  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const hasEnd = currentExpiration(user) !== null;

  return (
    <Modal opened={user !== null} onClose={onClose} title={t('expiration.title', { name })} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('expiration.description')}
        </Text>
        <DateTimePicker
          label={t('expiration.label')}
          placeholder={t('expiration.placeholder')}
          value={value}
          onChange={setValue}
          minDate={dayjs().format('YYYY-MM-DD')}
          valueFormat="DD/MM/YYYY HH:mm"
          clearable
          data-testid="expiration-picker"
        />
        <Group justify="space-between" gap="sm" mt="xs">
          <Button
            variant="subtle"
            color="red"
            onClick={() => save(null)}
            disabled={!hasEnd || setExpiration.isPending}
          >
            {t('expiration.clear')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button onClick={() => save(value)} loading={setExpiration.isPending} disabled={value === null}>
              {t('form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
