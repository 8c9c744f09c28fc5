import { Button, EmptyState } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKitApp } from '../../KitAppContext.tsx';

/** A group or user that does not exist or belongs to another company. */
export function GroupNotFound({ message }: { message?: string }) {
  const { paths } = useKitApp();
  const { t } = useTranslation('kit');
  return (
    <EmptyState py="xl" icon={<IconUsersGroup />} withIndicatorBackground data-testid="group-not-found">
      <EmptyState.Title order={2}>{message ?? t('groups.notFound')}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={paths.groupsList} variant="light">
          {t('groups.backToList')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
