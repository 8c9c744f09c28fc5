import { Button, Container, EmptyState, Stack, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../lib/errors.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { useMe } from '../api.ts';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { ProfileSkeleton } from '../components/ProfileSkeleton.tsx';
import { profilePath } from '../paths.ts';

/** /core/users/profile/:userId. Only the signed-in user's own profile exists for now. */
export function ProfilePage() {
  const { t } = useTranslation('users');
  const { userId } = useParams();
  const me = useMe();

  let content: ReactNode;
  if (me.isPending) {
    content = <ProfileSkeleton />;
  } else if (me.isError) {
    content = (
      <ErrorState
        title={t('profile.loadFailed')}
        description={describeError(t, me.error)}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  } else if (String(me.data.id) !== userId) {
    content = (
      <EmptyState py="xl" icon={<IconUserQuestion />} withIndicatorBackground>
        <EmptyState.Title order={2}>{t('profile.notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('profile.notFound.description')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={profilePath(me.data.id)} variant="light">
            {t('profile.notFound.action')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    content = <ProfileCard user={me.data} />;
  }

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('profile.title')}
        </Title>
        {content}
      </Stack>
    </Container>
  );
}
