import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../modules/companies/components/PageHeader.tsx';
import { useLiveDevices } from '../api/live.ts';
import { useUserSolutions } from '../api/reference.ts';
import { DevicesTable } from '../components/DevicesTable.tsx';

/** <app>/devices/list (and `.../solution/:solutionId`): the app's devices. */
export function DevicesListPage({ solutionId = null }: { solutionId?: number | null }) {
  const { t } = useTranslation('kit');
  const solutions = useUserSolutions();
  useLiveDevices();
  const solution = solutions.data?.find((item) => item.id === solutionId);
  return (
    <Stack gap="lg">
      <PageHeader
        title={solution ? t('devices.titleOf', { solution: solution.name }) : t('devices.title')}
        description={t('devices.description')}
      />
      <DevicesTable key={solutionId ?? 'all'} solutionId={solutionId} />
    </Stack>
  );
}
