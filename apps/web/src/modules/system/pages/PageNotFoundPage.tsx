import { Button, EmptyState } from '@mantine/core';
import { IconError404, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** R165: what an unknown path shows. */
export function PageNotFoundPage() {
  const { t } = useTranslation(['system', 'common']);
  return (
    <EmptyState py={64} size="lg" variant="light" icon={<IconError404 />}>
      <EmptyState.Title order={1}>{t('notFound.title')}</EmptyState.Title>
      <EmptyState.Description>{t('notFound.description')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
          {t('common:actions.goHome')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
