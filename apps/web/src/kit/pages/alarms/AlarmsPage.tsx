import type { alarms } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { AlarmsTable } from '../../components/alarms/AlarmsTable.tsx';

/**
 * /ignite-shield/alarms/operational, /operational-history, /status and /status-history (spec §2): the open
 * or closed alarms of one category.
 */
export function AlarmsPage({ category, closed }: { category: alarms.AlarmCategory; closed: boolean }) {
  const { t } = useTranslation('kit');
  const screen = closed ? `${category}-history` : category;
  return (
    <Stack gap="lg">
      <PageHeader title={t(`alarms.titles.${screen}`)} description={t(`alarms.descriptions.${screen}`)} />
      <AlarmsTable key={screen} category={category} closed={closed} />
    </Stack>
  );
}
