import { apps, type management } from '@atrium/contracts';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kitPaths } from '../../../kit/paths.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { LoadingCard } from '../../places/components/LoadingCard.tsx';
import { useDashboard } from '../api.ts';
import { customersPath, REQUESTS_PATH, TOKENS_PATH } from '../paths.ts';

const TICKETS_PATH = '/management/support/tickets';

/** One figure and the list it counts. */
function Figure({ label, value, to }: { label: string; value: number | null; to: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" data-testid="figure">
      <Card withBorder padding="md" h="100%">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} dir="ltr" ta="start">
          {value ?? '–'}
        </Text>
      </Card>
    </Anchor>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** An app's device list (the kit's, under the app's prefix); the sensor app's for an app without screens. */
const devicesListOf = (app: string) =>
  kitPaths(
    (apps.APPLICATIONS as Record<string, { webPrefix: string } | undefined>)[app]?.webPrefix ??
      '/ignite-shield',
  ).devicesList;

function Figures({ data }: { data: management.Dashboard }) {
  const { t } = useTranslation('management');
  return (
    <Stack gap="xl">
      <Section title={t('dashboard.customers')}>
        <Figure label={t('dashboard.allCustomers')} value={data.customers.total} to={customersPath('all')} />
        {data.customers.byType.map((row) => (
          <Figure key={row.key} label={t(`types.${row.key}`)} value={row.count} to={customersPath(row.key)} />
        ))}
        {data.customers.byContract.map((row) => (
          <Figure
            key={row.key}
            label={t(`contract.${row.key}`)}
            value={row.count}
            to={customersPath('all')}
          />
        ))}
      </Section>
      <Section title={t('dashboard.devices')}>
        <Figure label={t('dashboard.allDevices')} value={data.devices.total} to={customersPath('all')} />
        {data.devices.byApp.map((row) => (
          <Figure
            key={row.key}
            label={t(`apps.${row.key}`, { defaultValue: row.key })}
            value={row.count}
            to={devicesListOf(row.key)}
          />
        ))}
        {data.devices.byState.map((row) => (
          <Figure
            key={row.key}
            label={t(`deviceStates.${row.key}`)}
            value={row.count}
            to={customersPath('all')}
          />
        ))}
      </Section>
      <Section title={t('dashboard.tokens')}>
        <Figure label={t('dashboard.owned')} value={data.tokens.owned} to={TOKENS_PATH} />
        <Figure label={t('dashboard.allocated')} value={data.tokens.allocated} to={TOKENS_PATH} />
        <Figure label={t('dashboard.used')} value={data.tokens.used} to={TOKENS_PATH} />
        <Figure label={t('dashboard.expiring')} value={data.tokens.expiring} to={TOKENS_PATH} />
      </Section>
      <Section title={t('dashboard.work')}>
        <Figure
          label={t('dashboard.openRequests')}
          value={data.openRequests}
          to={`${REQUESTS_PATH}?state=sent`}
        />
        <Figure label={t('dashboard.openTickets')} value={data.openTickets} to={TICKETS_PATH} />
        <Figure
          label={t('dashboard.alarms')}
          value={data.alarmsLast24h}
          to={`${devicesListOf('swam').replace(/\/devices\/list$/, '')}/alarms/operational`}
        />
      </Section>
    </Stack>
  );
}

/** /management/si/dashboard: the integrator's figures over its customers; each opens the list it counts. */
export function DashboardPage() {
  const { t } = useTranslation('management');
  const dashboard = useDashboard();
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      {dashboard.isError ? (
        <QueryErrorState title={t('common.loadFailed')} query={dashboard} />
      ) : dashboard.isPending ? (
        <LoadingCard rows={6} />
      ) : (
        <Figures data={dashboard.data} />
      )}
    </Stack>
  );
}
