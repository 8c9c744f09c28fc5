import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { isActingAsSecondary } from '../../../lib/session.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { useActAsOwner, useSignOut } from '../../auth/api.ts';
import { actAsErrorText } from '../../auth/links.ts';
import { useCompany } from '../../companies/api.ts';
import { CompanyNotFound } from '../../companies/components/CompanyNotFound.tsx';
import { companyProfilePath } from '../../companies/paths.ts';
import { userIdOf } from './ProfilePage.tsx';

/**
 * /core/users/login-as-company-owner/:id (R124): what acting as the owner of company :id means, and the
 * button that starts it (POST /user/login-as-company-owner). The tab then works as that owner, with a
 * banner and a way back, until the acting session is signed out.
 */
export function LoginAsOwnerPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const companyId = userIdOf(useParams().id);
  const company = useCompany(companyId);
  const actAs = useActAsOwner();
  const signOut = useSignOut();
  // Decided once: starting to act here must not turn this page into "already acting" before it leaves.
  const [actingAlready] = useState(isActingAsSecondary);

  let body: ReactNode;
  if (companyId === 0 || (company.error instanceof ApiError && company.error.status === 404)) {
    body = <CompanyNotFound />;
  } else if (company.isError) {
    body = <QueryErrorState title={t('actAs.loadFailed')} query={company} />;
  } else if (company.isPending) {
    body = (
      <Card withBorder padding="lg" radius="md" aria-busy="true" data-testid="act-as-loading">
        <Stack gap="sm">
          <Skeleton height={22} width="50%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="70%" />
        </Stack>
      </Card>
    );
  } else if (actingAlready) {
    body = (
      <Alert color="orange" variant="light" icon={<IconUserShield />} title={t('actAs.alreadyTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('actAs.already')}</Text>
          <Button
            size="xs"
            color="orange"
            leftSection={<IconArrowBackUp size={14} />}
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('actAs.return')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const { data } = company;
    body = (
      <Card withBorder padding="lg" radius="md" data-testid="act-as-card">
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} fz="h3" data-testid="act-as-company">
              {data.name}
            </Title>
            <Badge variant="outline">{t(`companyTypes.${data.type}`)}</Badge>
          </Group>
          <List size="sm" spacing={6}>
            <List.Item>{t('actAs.points.owner')}</List.Item>
            <List.Item>{t('actAs.points.tab')}</List.Item>
            <List.Item>{t('actAs.points.return')}</List.Item>
          </List>
          {actAs.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('actAs.failed')}>
              {actAsErrorText(t, actAs.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={companyProfilePath(data.id)} variant="default">
              {t('actAs.cancel')}
            </Button>
            <Button
              leftSection={<IconUserShield size={16} />}
              loading={actAs.isPending}
              onClick={() => actAs.mutate(data.id, { onSuccess: () => navigate('/', { replace: true }) })}
            >
              {t('actAs.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('actAs.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('actAs.description')}
          </Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
