import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../companies/components/PageHeader.tsx';
import { profilePath } from '../paths.ts';

interface ProfileSubpageProps {
  /** 0 when the path named no user: no way back to a profile then. */
  userId: number;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A page under one user's profile (edit, verify number): back to the profile, its title, then the content. */
export function ProfileSubpage({ userId, title, description, children }: ProfileSubpageProps) {
  const { t } = useTranslation('users');
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          {userId > 0 && <BackLink to={profilePath(userId)}>{t('profile.title')}</BackLink>}
          <Title order={1} fz="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
