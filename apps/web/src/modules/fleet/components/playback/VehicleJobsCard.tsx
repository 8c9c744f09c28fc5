import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { useVehicleJobs } from '../../api/vehicles.ts';
import { FLEET_PATHS } from '../../paths.ts';
import { formatTime } from './format.ts';

/** The vehicle's latest job cards, or spec §8's 'No job has yet been assigned to this vehicle'. */
export function VehicleJobsCard({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('fleet');
  const jobs = useVehicleJobs(vehicleId, true);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('vehicleMap.jobs')}
        </Title>
        {jobs.isError ? (
          <QueryErrorState title={t('vehicleMap.jobsFailed')} query={jobs} />
        ) : jobs.isPending ? (
          <Text size="sm" c="dimmed" aria-busy="true">
            {t('vehicleMap.loadingJobs')}
          </Text>
        ) : jobs.data.length === 0 ? (
          <EmptyState variant="job" compact />
        ) : (
          <List listStyleType="none" spacing="xs">
            {jobs.data.map((job) => (
              <List.Item key={job.id}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={FLEET_PATHS.job(job.id)} size="sm" dir="auto">
                    {job.title}
                  </Anchor>
                  <Badge variant="default" size="sm">
                    {t(`jobStates.${job.state}`)}
                  </Badge>
                </Group>
                {job.plannedStart && (
                  <Text size="xs" c="dimmed">
                    {formatTime(job.plannedStart)}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
