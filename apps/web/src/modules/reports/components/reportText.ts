import { reports } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** Words the reports screens share: a source's and a column's name, a schedule, an instant in a zone. */

export type UiLanguage = reports.ReportLanguage;
export const uiLanguage = (language: string | undefined): UiLanguage => (language === 'ar' ? 'ar' : 'en');

export const sourceLabel = (key: string, language: UiLanguage) =>
  reports.reportSourceOf(key)?.label[language] ?? key;

export const columnLabel = (source: string, column: string, language: UiLanguage) =>
  reports.columnOf(source, column)?.label[language] ?? column;

/** An instant as DD/MM/YYYY HH:mm in `timeZone` (the browser's when none). */
export function instantText(iso: string, language: UiLanguage, timeZone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-GB', {
      ...(timeZone && { timeZone }),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** `Weekly on Saturday at 07:00 (Asia/Dubai)`, and when it runs next. */
export function scheduleWords(
  t: TFunction,
  schedule: reports.ReportSchedule,
  nextRunAt: string | null,
  language: UiLanguage,
) {
  const text = reports.scheduleText(schedule, language);
  const next = nextRunAt
    ? t('schedule.nextRun', { at: instantText(nextRunAt, language, schedule.timeZone) })
    : null;
  return { text, next };
}

export const RUN_STATUS_COLORS: Record<reports.ReportRunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
};

/** Whether a run is still on its way (its status will change). */
export const isPending = (run: reports.ReportRun | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

/** When a run last changed: finished, else started, else queued. */
export const runTime = (run: reports.ReportRun) => run.finishedAt ?? run.startedAt ?? run.createdAt;
