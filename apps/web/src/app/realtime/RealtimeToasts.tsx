import { useTranslation } from 'react-i18next';
import { isViewedCompany } from '../../lib/company.ts';
import { showToast } from '../../lib/notify.tsx';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { getSessionUser } from '../../lib/session.ts';

/** Longer than the 2500 ms of call toasts: a pushed event is not the answer to something the user just did. */
const ALARM_TOAST_MS = 6000;
const alarmToastId = (id: number) => `alarm-${id}`;

/** Toasts for pushed events: a raised alarm of the company on screen (its device and rule) and a notification ({ title, body }). */
export function RealtimeToasts() {
  const { t } = useTranslation('shell');
  useRealtimeEvent('alarm', ({ change, alarm }) => {
    if (change !== 'raised' || !isViewedCompany(getSessionUser(), alarm.company.id)) return;
    showToast({
      id: alarmToastId(alarm.id),
      kind: alarm.severity === 'critical' ? 'error' : 'negative',
      title: t('realtime.alarmRaised', { severity: t(`realtime.severities.${alarm.severity}`) }),
      message: `${alarm.device.name || alarm.device.serial}: ${alarm.message}`,
      autoClose: ALARM_TOAST_MS,
    });
  });
  useRealtimeEvent('notification', (event) => {
    const title = typeof event?.title === 'string' ? event.title : undefined;
    const body = typeof event?.body === 'string' ? event.body : undefined;
    if (!title && !body) return;
    // A notification about the one alarm just toasted says the same: it is not shown twice.
    const [only, ...more] = event.kind === 'alarm' ? (event.alarms ?? []) : [];
    const id = only && more.length === 0 ? alarmToastId(only.id) : undefined;
    showToast({ id, kind: 'notify', title, message: body ?? '', autoClose: ALARM_TOAST_MS });
  });
  return null;
}
