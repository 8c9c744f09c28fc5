import type { users } from '@atrium/contracts';
import { Anchor, Avatar, Badge, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyProfilePath } from '../../companies/paths.ts';

/** What the header of a profile shows; known from the stored user before the profile arrives. */
export interface ProfileIdentity {
  firstName: string;
  lastName: string;
  email: string;
  adminType: users.Profile['adminType'];
}

const initials = (who: ProfileIdentity) =>
  `${who.firstName.charAt(0)}${who.lastName.charAt(0)}`.toUpperCase();

/** Avatar, name, email and badges (admin type, email verified, status). */
export function ProfileHeader({ who, profile }: { who: ProfileIdentity; profile?: users.Profile }) {
  const { t } = useTranslation('users');
  return (
    <Card withBorder padding="lg" radius="md">
      <Group gap="md" wrap="nowrap">
        <Avatar size={64} radius="xl" color="indigo">
          {initials(who)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} fz="h3" data-testid="profile-name">
            {`${who.firstName} ${who.lastName}`.trim()}
          </Title>
          <Text c="dimmed" size="sm" dir="ltr" ta="start" truncate>
            {who.email}
          </Text>
          <Group gap={6}>
            {who.adminType && (
              <Badge variant="light" w="fit-content">
                {t(`adminTypes.${who.adminType}`)}
              </Badge>
            )}
            {profile && (
              <Badge variant="light" color={profile.emailVerified ? 'teal' : 'orange'} data-testid="verified">
                {profile.emailVerified ? t('profile.verified') : t('profile.notVerified')}
              </Badge>
            )}
            {profile?.status === 'disabled' && (
              <Badge variant="light" color="gray">
                {t('profile.disabled')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Company (a link when the viewer may open companies), company type, roles, admin type, member since. */
export function ProfileDetails({ profile, companyLink }: { profile: users.Profile; companyLink: boolean }) {
  const { t } = useTranslation('users');
  const { company } = profile;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="profile-details">
      <DataList withDivider labelWidth={160}>
        <Row label={t('profile.email')}>
          <span dir="ltr">{profile.email}</span>
        </Row>
        <Row label={t('profile.company')}>
          {company ? (
            companyLink ? (
              <Anchor component={Link} to={companyProfilePath(company.id)}>
                {company.name}
              </Anchor>
            ) : (
              company.name
            )
          ) : (
            t('profile.noCompany')
          )}
        </Row>
        <Row label={t('profile.companyType')}>{company ? t(`companyTypes.${company.type}`) : '—'}</Row>
        <Row label={t('profile.roles')}>
          {profile.roles.length === 0 ? (
            <Text c="dimmed">{t('profile.noRoles')}</Text>
          ) : (
            <Group gap={6} data-testid="profile-roles">
              {profile.roles.map((role) => (
                <Badge key={role.id} variant="light" tt="none">
                  {role.name}
                </Badge>
              ))}
            </Group>
          )}
        </Row>
        <Row label={t('profile.adminType')}>
          {profile.adminType ? (
            t(`adminTypes.${profile.adminType}`)
          ) : (
            <Text c="dimmed">{t('profile.notAdmin')}</Text>
          )}
        </Row>
        <Row label={t('profile.memberSince')}>{dayjs(profile.createdAt).format('DD/MM/YYYY')}</Row>
      </DataList>
    </Card>
  );
}
