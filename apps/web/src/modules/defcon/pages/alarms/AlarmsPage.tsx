import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import type { Kind } from '../../api/alarms.ts';
import { DefconAlarmsTable } from '../../components/alarms/DefconAlarmsTable.tsx';

/**
 * /defcon/alarms/intrusion-alarms, intrusion-alarms-history, status-alarms and status-alarms-history (spec §2):
 * the open (live) or closed alarms of one kind.
 */
export function AlarmsPage({ kind, closed }: { kind: Kind; closed: boolean }) {
  const { t } = useTranslation('defcon');
  const screen = `${kind}${closed ? 'History' : ''}`;
  return (
    <Stack gap="lg">
      <PageHeader title={t(`alarms.titles.${screen}`)} description={t(`alarms.descriptions.${screen}`)} />
      <DefconAlarmsTable kind={kind} closed={closed} />
    </Stack>
  );
}
