import { alarms } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import type { FilterDefinition } from '../../../ui/TableFilters/index.ts';
import { fetchDevices } from '../../api/devices.ts';
import type { KitApp } from '../../app.ts';

const CLOSED_STATUSES = alarms.ALARM_STATUSES.filter(
  (status) => !(alarms.OPEN_STATUSES as readonly string[]).includes(status),
);

/** Spec §3 alarm filter: options from the alarm infos; devices searched by serial or name, 10 a page. */
export function alarmFilters(
  t: TFunction,
  app: KitApp,
  info: alarms.AlarmInfo | undefined,
  closed: boolean,
): FilterDefinition[] {
  const select = (key: string, label: string, options: readonly { id: number; name: string }[]) =>
    ({
      type: 'select',
      key,
      label,
      multiple: false,
      optionValue: 'id',
      optionLabel: 'name',
      options,
    }) as const;
  return [
    select('solutionId', t('alarms.columns.solution'), info?.solutions ?? []),
    {
      type: 'select',
      key: 'deviceId',
      label: t('alarms.columns.device'),
      multiple: false,
      optionValue: 'id',
      optionLabel: 'serial',
      search: async ({ search, skip, limit }, signal) => {
        const page = await fetchDevices(app)(
          { limit, offset: skip, total: true, filter: { name: search } },
          signal,
        );
        return { items: page.data, total: page.totalRecords };
      },
    },
    select('structureId', t('alarms.columns.structure'), info?.structures ?? []),
    select('assetId', t('alarms.columns.asset'), info?.assets ?? []),
    {
      type: 'select',
      key: 'status',
      label: t('alarms.columns.status'),
      multiple: false,
      optionValue: 'value',
      options: (closed ? CLOSED_STATUSES : alarms.OPEN_STATUSES).map((value) => ({
        value,
        label: t(`alarms.statuses.${value}`),
      })),
    },
    select('userId', t('alarms.columns.user'), info?.users ?? []),
  ];
}

/** A period as the filter's UTC days (the list filters whole days: `startDate`, `endDate`). */
export const periodDays = (from: string, to: string) => ({
  startDate: new Date(from).toISOString().slice(0, 10),
  endDate: new Date(to).toISOString().slice(0, 10),
});
