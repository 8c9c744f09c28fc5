import type { reports } from '@atrium/contracts';

export { fakeCanvas } from '../../../testing/fakeCanvas.ts';

/** Test data of the reports screens: the owner's company (3), a weekly alarm report and its runs. */

export const COMPANY = 3;
export const API = `/api/company/${COMPANY}/report`;

export const run = (over: Partial<reports.ReportRun> = {}): reports.ReportRun => ({
  id: 9,
  reportId: 5,
  trigger: 'schedule',
  status: 'succeeded',
  attempts: 1,
  error: null,
  period: { from: '2026-11-14T20:00:00.000Z', to: '2026-11-21T19:59:59.999Z' },
  createdAt: '2026-11-22T03:00:00.000Z',
  startedAt: '2026-11-22T03:00:01.000Z',
  finishedAt: '2026-11-22T03:00:05.000Z',
  rowCount: 14,
  files: [
    { format: 'pdf', fileName: 'weekly-alarms-2026-11-22.pdf', sizeBytes: 20_480 },
    { format: 'csv', fileName: 'weekly-alarms-2026-11-22.csv', sizeBytes: 1_024 },
  ],
  mailedTo: ['ops@customer.demo'],
  ...over,
});

export const report = (over: Partial<reports.Report> = {}): reports.Report => ({
  id: 5,
  companyId: COMPANY,
  name: 'Weekly alarms',
  source: 'alarm-handling',
  filters: {
    period: { key: 'lastWeek', from: null, to: null },
    deviceIds: [],
    structureIds: [],
    valueKey: null,
    bucket: null,
  },
  columns: ['device', 'raisedAt', 'minutesToAcknowledge'],
  groupBy: null,
  totals: true,
  language: 'en',
  formats: ['pdf', 'csv'],
  schedule: { frequency: 'weekly', time: '07:00', weekday: 6, dayOfMonth: null, timeZone: 'Asia/Dubai' },
  enabled: true,
  chart: null,
  receptors: ['ops@customer.demo', 'manager@customer.demo'],
  nextRunAt: '2026-11-29T03:00:00.000Z',
  lastRun: run(),
  createdBy: { id: 10, name: 'Customer Owner' },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

/** A preview of three alarms: two of them handled in 12.5 and 40 minutes. */
export const previewTable = (over: Partial<reports.ReportPreview> = {}): reports.ReportPreview => ({
  columns: [
    { key: 'device', label: 'Device', type: 'text' },
    { key: 'raisedAt', label: 'Raised', type: 'datetime' },
    { key: 'minutesToAcknowledge', label: 'Minutes to acknowledge', type: 'duration' },
  ],
  rows: [
    ['Freezer 1', '2026-11-20T06:00:00.000Z', 12.5],
    ['Freezer 2', '2026-11-20T07:30:00.000Z', 40],
    ['Freezer 2', '2026-11-21T09:15:00.000Z', null],
  ],
  groups: [],
  totals: {
    rowCount: 3,
    values: [
      { key: 'minutesToAcknowledge', fn: 'avg', value: 26.25 },
      { key: 'minutesToAcknowledge', fn: 'max', value: 40 },
    ],
  },
  rowCount: 3,
  truncated: false,
  chart: null,
  ...over,
});
