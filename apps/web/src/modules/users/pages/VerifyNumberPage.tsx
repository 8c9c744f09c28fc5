import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceMobileCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../../lib/notify.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { useProfile } from '../api.ts';
import { PhoneCodeForm } from '../components/PhoneCodeForm.tsx';
import { PhoneNumberForm } from '../components/PhoneNumberForm.tsx';
import { ProfileSubpage } from '../components/ProfileSubpage.tsx';
import { profilePath } from '../paths.ts';
import type { SentCode } from '../phoneApi.ts';
import { isNotFound, ProfileNotFound, userIdOf } from './ProfilePage.tsx';

/**
 * /core/users/profile/:userId/verifyNumber: one's own mobile number, confirmed by a 6-digit code texted to
 * it (POST /user/:id/resend-phone-verification, then /verify-phone). Only the owner can: for anyone else
 * the page is "User not found", as the server's answer would be.
 */
export function VerifyNumberPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const userId = userIdOf(useParams().userId);
  const me = useSessionUser();
  const own = me !== null && me.id === userId;
  const profile = useProfile(own ? userId : 0);
  const [sent, setSent] = useState<SentCode | null>(null);

  const verified = () => {
    showToast({ kind: 'created', message: t('verifyNumber.verified') });
    navigate(profilePath(userId));
  };

  let content: ReactNode;
  if (!own || isNotFound(profile.error)) {
    content = <ProfileNotFound />;
  } else if (profile.isError) {
    content = <QueryErrorState title={t('profile.loadFailed')} query={profile} />;
  } else if (profile.isPending) {
    content = (
      <Card withBorder padding="lg" radius="md" data-testid="verify-number-loading" aria-busy="true">
        <Stack gap="md">
          <Skeleton height={20} width="40%" />
          <Skeleton height={36} />
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('verifyNumber.current')}:
            </Text>
            {profile.data.phone ? (
              <Badge variant="light" color="teal" leftSection={<IconDeviceMobileCheck size={14} />}>
                <span dir="ltr">{profile.data.phone}</span>
              </Badge>
            ) : (
              <Text size="sm">{t('verifyNumber.none')}</Text>
            )}
          </Group>
          {sent ? (
            <PhoneCodeForm
              key={sent.expiresAt}
              userId={userId}
              sent={sent}
              onResent={setSent}
              onChangeNumber={() => setSent(null)}
              onVerified={verified}
            />
          ) : (
            <PhoneNumberForm userId={userId} initialPhone={profile.data.phone ?? ''} onSent={setSent} />
          )}
        </Stack>
      </Card>
    );
  }

  return (
    <ProfileSubpage
      userId={userId}
      title={t('verifyNumber.title')}
      description={t('verifyNumber.description')}
    >
      {content}
    </ProfileSubpage>
  );
}
