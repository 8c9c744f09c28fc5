import { Button, EmptyState } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKitApp } from '../../KitAppContext.tsx';

/** A template that does not exist or belongs to another company. */
export function TemplateNotFound() {
  const { paths } = useKitApp();
  const { t } = useTranslation('kit');
  return (
    <EmptyState py="xl" icon={<IconBellOff />} withIndicatorBackground data-testid="template-not-found">
      <EmptyState.Title order={2}>{t('templates.notFound')}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={paths.templatesList} variant="light">
          {t('templates.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
