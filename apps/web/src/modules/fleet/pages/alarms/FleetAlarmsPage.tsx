import { fleet } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlarmsTable } from '../../../../kit/components/alarms/AlarmsTable.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

/**
 * /fleet/alarms/{job-cards,vehicles,devices}/{list-live,list-history}: the kit's alarm table of the screen's
 * category and fleet alarm kind (contracts `FLEET_ALARM_SCREEN_QUERY`), live over the socket.
 */
export function FleetAlarmsPage({ screen, live }: { screen: fleet.FleetAlarmScreen; live: boolean }) {
  const { t } = useTranslation('fleet');
  const { category, kind } = fleet.FLEET_ALARM_SCREEN_QUERY[screen];
  const which = live ? 'live' : 'history';
  const title = t(`dispatch.alarms.titles.${screen}.${which}`);
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t(`dispatch.alarms.descriptions.${screen}`)} />
      <AlarmsTable key={`${screen}-${which}`} category={category} kind={kind} closed={!live} label={title} />
    </Stack>
  );
}
