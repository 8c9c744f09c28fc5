import { Button, EmptyState } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANIES_LIST_PATH } from '../paths.ts';

/** Another tenant's company, or one that does not exist: the server says 404 either way. */
export function CompanyNotFound() {
  const { t } = useTranslation('companies');
  return (
    <EmptyState py="xl" icon={<IconBuildingOff />} withIndicatorBackground data-testid="company-not-found">
      <EmptyState.Title order={2}>{t('profile.notFound.title')}</EmptyState.Title>
      <EmptyState.Description>{t('profile.notFound.description')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={COMPANIES_LIST_PATH} variant="light">
          {t('profile.notFound.action')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
