import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, isActingAsSecondary, useSessionUser } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { useSignOut } from '../api.ts';

const readPrimaryUser = () => storage.get('user');

/** The signed-in user behind an acting-as session (the primary one, kept while this tab acts). */
export const usePrimaryUser = () => useSyncExternalStore(storage.subscribe, readPrimaryUser, readPrimaryUser);

/**
 * While this tab acts as a company owner (R124, A61): who is acting as whom, and the way back. Returning
 * signs the secondary session out (its refresh token is revoked, R24) and the own session resumes.
 */
export function ActingAsBanner() {
  const { t } = useTranslation('auth');
  const user = useSessionUser();
  const primary = usePrimaryUser();
  const signOut = useSignOut();
  if (!user || !isActingAsSecondary()) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconUserShield />}
      title={t('acting.title', { company: user.personalInfo.company?.name ?? '' })}
      data-testid="acting-as-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {t('acting.body', { owner: fullName(user), actor: primary ? fullName(primary) : '' })}
        </Text>
        <Button size="xs" color="orange" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('acting.return')}
        </Button>
      </Group>
    </Alert>
  );
}
