import { Button, Container, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { isActingAsSecondary, useSessionUser } from '../../../lib/session.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { useCan } from '../../companies/access.ts';
import { meQuery, useProfile } from '../api.ts';
import { PhoneCard } from '../components/PhoneCard.tsx';
import { ProfileDetails, ProfileHeader, type ProfileIdentity } from '../components/ProfileCard.tsx';
import { ProfileHeaderSkeleton, ProfileSkeleton } from '../components/ProfileSkeleton.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';
import { profileEditPath, profilePath } from '../paths.ts';

export const userIdOf = (raw: string | undefined): number => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** A 404 from GET /user/:id/info: not the caller's to see (or no such user). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Whether the signed-in user may change this user's names (PUT /user/:id/update). */
export function useCanEditProfile(userId: number): boolean {
  const me = useSessionUser();
  const can = useCan();
  return !!me && (me.id === userId || me.isAdmin || can(['p_company_users_update']));
}

export function ProfileNotFound() {
  const { t } = useTranslation('users');
  const me = useSessionUser();
  return (
    <EmptyState py="xl" icon={<IconUserQuestion />} withIndicatorBackground>
      <EmptyState.Title order={2}>{t('profile.notFound.title')}</EmptyState.Title>
      <EmptyState.Description>{t('profile.notFound.description')}</EmptyState.Description>
      {me && (
        <EmptyState.Actions>
          <Button component={Link} to={profilePath(me.id)} variant="light">
            {t('profile.notFound.action')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/**
 * /core/users/profile/:userId (GET /user/:id/info): name, email, company, roles, email verified. One's own
 * profile shows the stored name at once; someone one may not see is "User not found".
 */
export function ProfilePage() {
  const { t } = useTranslation('users');
  const userId = userIdOf(useParams().userId);
  const me = useSessionUser();
  const can = useCan();
  const profile = useProfile(userId);
  const canEdit = useCanEditProfile(userId);
  const own = me?.id === userId;
  // One's own profile also refreshes the stored user (GET /user/me), so the header follows changes.
  useQuery({ ...meQuery, enabled: own });

  const known: ProfileIdentity | null = profile.data
    ? profile.data
    : own && me
      ? { ...me.personalInfo, email: me.email, adminType: me.adminType }
      : null;

  let content: ReactNode;
  if (userId === 0 || isNotFound(profile.error)) {
    content = <ProfileNotFound />;
  } else {
    let details: ReactNode;
    if (profile.isError) {
      details = <QueryErrorState title={t('profile.loadFailed')} query={profile} />;
    } else if (profile.isPending) {
      details = <ProfileSkeleton />;
    } else {
      details = (
        <>
          <ProfileDetails profile={profile.data} companyLink={can(['p_company_view'])} />
          {/* PATCH /user/tfa-switch acts on the signed-in user: one's own profile, never while acting as another. */}
          {own && !isActingAsSecondary() && <TwoFactorCard profile={profile.data} />}
          {own && <PhoneCard profile={profile.data} />}
        </>
      );
    }
    content = (
      <>
        {known ? <ProfileHeader who={known} profile={profile.data} /> : <ProfileHeaderSkeleton />}
        {details}
      </>
    );
  }

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1} fz="h2">
            {t('profile.title')}
          </Title>
          {canEdit && !isNotFound(profile.error) && userId > 0 && (
            <Button
              component={Link}
              to={profileEditPath(userId)}
              variant="light"
              leftSection={<IconPencil size={16} />}
            >
              {t('profile.edit')}
            </Button>
          )}
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
