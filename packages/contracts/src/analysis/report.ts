import { z } from 'zod';
import { ALARM_STATUSES } from '../alarms/alarms.ts';
import { ANY_ALARM_CATEGORIES, SEVERITIES } from '../alarms/rules.ts';
import { bad, deviceParams } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { BUCKETS, periodBound, refinePeriod } from './period.ts';
import { ANALYSIS_VIEW, readingSeries } from './statistics.ts';

/**
 * The per-device report of spec §2 as a PDF: the web app's print view (`/reports-generator/device-report`)
 * printed by the server's PDF service, like the bill: the data travels on the page (`window.__PRINT_DATA__`).
 */
export { DEVICE_REPORT_PRINT_PATH } from '../reports/print-paths.ts';
/** While no PDF can be made (no Chromium on the server, or the view failed). */
export const REPORT_NOT_AVAILABLE_STATUS = 477;

export const deviceReportPrintData = z.object({
  generatedAt: z.string(),
  device: z.object({
    id: z.number().int(),
    serial: z.string(),
    name: z.string(),
    structure: z.string().nullable(),
  }),
  period: z.object({ from: z.string(), to: z.string(), bucket: z.enum(BUCKETS) }),
  series: z.array(readingSeries),
  alarms: z.array(
    z.object({
      id: z.number().int(),
      raisedAt: z.string(),
      category: z.enum(ANY_ALARM_CATEGORIES),
      severity: z.enum(SEVERITIES),
      status: z.enum(ALARM_STATUSES),
      message: z.string(),
    }),
  ),
});
export type DeviceReportPrintData = z.infer<typeof deviceReportPrintData>;

export const deviceReportQuery = z
  .object({
    from: periodBound.optional(),
    to: periodBound.optional(),
    bucket: z.enum(BUCKETS, { error: `Must be one of ${BUCKETS.join(', ')}` }).optional(),
  })
  .superRefine(refinePeriod);

export const getDeviceReport = defineEndpoint({
  method: 'GET',
  path: '/swam/device/:id/report',
  summary:
    "A device's report as a PDF: min, average and maximum of each sensor per hour or day and its alarms raised in the period (default the last 7 days); 477 REPORT_NOT_AVAILABLE when it cannot be printed",
  tags: ['analysis', 'swam'],
  access: anyOf(ANALYSIS_VIEW),
  produces: ['application/pdf'],
  schemas: {
    params: deviceParams,
    querystring: deviceReportQuery,
    response: { ...bad, 477: errorBody },
  },
});
