import { Button, EmptyState } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Another company's place, or one that does not exist: the server says 404 either way. */
export function PlaceNotFound({ what, backTo }: { what: 'structure' | 'geofence'; backTo: string }) {
  const { t } = useTranslation('places');
  return (
    <EmptyState py="xl" icon={<IconMapPinOff />} withIndicatorBackground data-testid="place-not-found">
      <EmptyState.Title order={2}>{t(`common.notFound.${what}`)}</EmptyState.Title>
      <EmptyState.Description>{t('common.notFound.description')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={backTo} variant="light">
          {t('common.notFound.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
