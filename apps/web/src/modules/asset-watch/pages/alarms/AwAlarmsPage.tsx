import { assetwatch } from '@atrium/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlarmsTable } from '../../../../kit/components/alarms/AlarmsTable.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

/** The kit lists' `where` param: stable objects, so the table's query does not change on each render. */
const WHERE_FILTER = {
  indoor: { [assetwatch.AW_WHERE_FILTER.param]: 'indoor' },
  outdoor: { [assetwatch.AW_WHERE_FILTER.param]: 'outdoor' },
} as const satisfies Record<assetwatch.AwWhere, Record<string, string>>;

/**
 * /asset-watch/alarms/{indoor,outdoor}/{live,history}: the kit's alarm table on the app's own indoor or
 * outdoor alarms (the server's `where` filter, by rule id); indoor ones are raised as operational, outdoor
 * ones as status (contracts assetwatch/alarms.ts).
 */
export function AwAlarmsPage({ where, closed }: { where: assetwatch.AwWhere; closed: boolean }) {
  const { t } = useTranslation('asset-watch');
  const screen = `${where}${closed ? 'History' : 'Live'}`;
  return (
    <Stack gap="lg">
      <PageHeader title={t(`alarms.${screen}`)} description={t(`alarms.${screen}Description`)} />
      <AlarmsTable
        key={screen}
        category={assetwatch.AW_ALARM_CATEGORY[where]}
        closed={closed}
        kind="asset-watch"
        appFilter={WHERE_FILTER[where]}
        name={where}
        label={t(`alarms.${screen}`)}
      />
    </Stack>
  );
}
