import type { auth } from '@atrium/contracts';
import { Avatar, Badge, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/session.ts';

interface ProfileCardProps {
  user: auth.SessionUser;
}

const initials = (user: auth.SessionUser) =>
  `${user.personalInfo.firstName.charAt(0)}${user.personalInfo.lastName.charAt(0)}`.toUpperCase();

/** Name, email, company and admin type of one user. */
export function ProfileCard({ user }: ProfileCardProps) {
  const { t } = useTranslation('users');
  const company = user.personalInfo.company;
  return (
    <Card withBorder padding="lg" radius="md">
      <Group gap="md" mb="lg" wrap="nowrap">
        <Avatar size={64} radius="xl" color="indigo">
          {initials(user)}
        </Avatar>
        <Stack gap={4}>
          <Title order={2} fz="h3" data-testid="profile-name">
            {fullName(user)}
          </Title>
          {user.adminType && (
            <Badge variant="light" w="fit-content">
              {t(`adminTypes.${user.adminType}`)}
            </Badge>
          )}
        </Stack>
      </Group>
      <DataList withDivider labelWidth={160}>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
          <DataList.ItemValue dir="ltr">{user.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.company')}</DataList.ItemLabel>
          <DataList.ItemValue>{company?.name ?? t('profile.noCompany')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.companyType')}</DataList.ItemLabel>
          <DataList.ItemValue>{company ? t(`companyTypes.${company.type}`) : '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.adminType')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {user.adminType ? (
              t(`adminTypes.${user.adminType}`)
            ) : (
              <Text c="dimmed">{t('profile.notAdmin')}</Text>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
    </Card>
  );
}
