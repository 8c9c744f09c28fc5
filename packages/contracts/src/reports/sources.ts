/**
 * What a saved report can be made of (issue 23): each source names its columns (key, labels, type), the
 * filters it takes, the columns a report may be grouped by and the totals a column has. The server's
 * `ReportSource` (apps/server/src/modules/reports/registry.ts) fetches the rows of the source with the same
 * key; an application adds a source with a descriptor here (one entry of REPORT_SOURCES) and a
 * `<module>.report-source.ts` in its own server module, without touching the reports module.
 */

/**
 * Cell types: text; datetime (ISO instant, shown in the report's time zone); number; duration (minutes,
 * possibly fractional); money (US dollars, 2 decimals, spec §9 currency).
 */
export const REPORT_COLUMN_TYPES = ['text', 'datetime', 'number', 'duration', 'money'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];
/** Totals a column can have (sum, average, minimum, maximum of the non-empty cells). */
export const REPORT_TOTAL_FUNCTIONS = ['sum', 'avg', 'min', 'max'] as const;
export type ReportTotalFunction = (typeof REPORT_TOTAL_FUNCTIONS)[number];
export const REPORT_LANGUAGES = ['en', 'ar'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];
export type Localized = Record<ReportLanguage, string>;

/** The filters a source may take besides the period (every source takes a period). */
export const REPORT_FILTERS = ['deviceIds', 'structureIds', 'valueKey', 'bucket'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];
/** Device readings: one row per device, value key and hour or day. */
export const READING_BUCKETS = ['hour', 'day'] as const;
export type ReadingBucket = (typeof READING_BUCKETS)[number];

export interface ReportSourceColumn {
  key: string;
  type: ReportColumnType;
  /** The header, per language (the CSV and the PDF print it; the web may use `labelKey`). */
  label: Localized;
  /** i18n key for screens: `reports.columns.<source>.<key>`. */
  labelKey: string;
  /** The totals (and group subtotals) this column has when a report asks for totals. */
  totals?: readonly ReportTotalFunction[];
  /** Whether a report may be grouped by this column. */
  groupable?: boolean;
}

export interface ReportSourceDescriptor<K extends string = string> {
  key: K;
  label: Localized;
  /** The application that owns the data ('core' when no single app does). */
  app: string;
  columns: readonly ReportSourceColumn[];
  /** Filters besides the period; others sent non-empty are a 418 on the filter. */
  filters: readonly ReportFilter[];
  /** The columns a new report starts with. */
  defaultColumns: readonly string[];
}

const columnsOf =
  (source: string) =>
  (
    key: string,
    type: ReportColumnType,
    en: string,
    ar: string,
    more: Pick<ReportSourceColumn, 'totals' | 'groupable'> = {},
  ): ReportSourceColumn => ({
    key,
    type,
    label: { en, ar },
    labelKey: `reports.columns.${source}.${key}`,
    ...more,
  });

const alarm = columnsOf('alarm-handling');
const durationTotals = { totals: ['avg', 'max'] } as const;
const grouped = { groupable: true } as const;

export const alarmHandlingSource = {
  key: 'alarm-handling',
  label: { en: 'Alarm handling times', ar: 'أوقات معالجة الإنذارات' },
  app: 'core',
  columns: [
    alarm('alarmId', 'number', 'Alarm', 'الإنذار'),
    alarm('device', 'text', 'Device', 'الجهاز', grouped),
    alarm('structure', 'text', 'Structure', 'المبنى', grouped),
    alarm('category', 'text', 'Category', 'الفئة', grouped),
    alarm('severity', 'text', 'Severity', 'الخطورة', grouped),
    alarm('status', 'text', 'Status', 'الحالة', grouped),
    alarm('message', 'text', 'Message', 'الرسالة'),
    alarm('raisedAt', 'datetime', 'Raised', 'وقت الإطلاق'),
    alarm('acknowledgedAt', 'datetime', 'Acknowledged', 'وقت الإقرار'),
    alarm('closedAt', 'datetime', 'Closed', 'وقت الإغلاق'),
    alarm('minutesToAcknowledge', 'duration', 'Minutes to acknowledge', 'دقائق حتى الإقرار', durationTotals),
    alarm('minutesToClose', 'duration', 'Minutes to close', 'دقائق حتى الإغلاق', durationTotals),
  ],
  filters: ['deviceIds', 'structureIds'],
  defaultColumns: [
    'device',
    'severity',
    'message',
    'raisedAt',
    'acknowledgedAt',
    'closedAt',
    'minutesToAcknowledge',
    'minutesToClose',
  ],
} as const satisfies ReportSourceDescriptor<'alarm-handling'>;

const reading = columnsOf('device-readings');
export const deviceReadingsSource = {
  key: 'device-readings',
  label: { en: 'Device readings', ar: 'قراءات الأجهزة' },
  app: 'core',
  columns: [
    reading('device', 'text', 'Device', 'الجهاز', grouped),
    reading('structure', 'text', 'Structure', 'المبنى', grouped),
    reading('valueKey', 'text', 'Value', 'القيمة'),
    reading('bucket', 'datetime', 'Period start', 'بداية الفترة'),
    reading('min', 'number', 'Minimum', 'الحد الأدنى', { totals: ['min'] }),
    reading('max', 'number', 'Maximum', 'الحد الأقصى', { totals: ['max'] }),
    reading('avg', 'number', 'Average', 'المتوسط', { totals: ['avg'] }),
    reading('count', 'number', 'Readings', 'عدد القراءات', { totals: ['sum'] }),
  ],
  filters: ['deviceIds', 'structureIds', 'valueKey', 'bucket'],
  defaultColumns: ['device', 'bucket', 'min', 'max', 'avg', 'count'],
} as const satisfies ReportSourceDescriptor<'device-readings'>;

const access = columnsOf('access-events');
export const accessEventsSource = {
  key: 'access-events',
  label: { en: 'Access events', ar: 'أحداث الدخول' },
  app: 'core',
  columns: [
    access('at', 'datetime', 'Time', 'الوقت'),
    access('device', 'text', 'Door or device', 'الباب أو الجهاز', grouped),
    access('structure', 'text', 'Structure', 'المبنى', grouped),
    access('actor', 'text', 'Actor', 'الفاعل', grouped),
    access('user', 'text', 'User', 'المستخدم', grouped),
    access('action', 'text', 'Action', 'الإجراء', grouped),
    access('result', 'text', 'Result', 'النتيجة', grouped),
    access('reason', 'text', 'Reason', 'السبب'),
    access('credential', 'text', 'Credential', 'بيانات الاعتماد'),
  ],
  filters: ['deviceIds', 'structureIds'],
  defaultColumns: ['at', 'device', 'user', 'action', 'result', 'reason'],
} as const satisfies ReportSourceDescriptor<'access-events'>;

const order = columnsOf('orders');
const moneyTotals = { totals: ['sum'] } as const;
export const ordersSource = {
  key: 'orders',
  label: { en: 'Orders and bills', ar: 'الطلبات والفواتير' },
  app: 'core',
  columns: [
    order('orderId', 'number', 'Order', 'الطلب'),
    order('createdAt', 'datetime', 'Created', 'تاريخ الإنشاء'),
    order('status', 'text', 'Status', 'الحالة', grouped),
    order('types', 'text', 'Types', 'الأنواع'),
    order('devicesCount', 'number', 'Devices', 'الأجهزة', { totals: ['sum'] }),
    order('paymentMethod', 'text', 'Payment method', 'طريقة الدفع', grouped),
    order('subtotal', 'money', 'Subtotal (USD)', 'المجموع الفرعي (دولار)', moneyTotals),
    order('discount', 'money', 'Discounts (USD)', 'الخصومات (دولار)', moneyTotals),
    order('shipping', 'money', 'Shipping (USD)', 'الشحن (دولار)', moneyTotals),
    order('total', 'money', 'Total (USD)', 'الإجمالي (دولار)', moneyTotals),
    order('paidAt', 'datetime', 'Paid', 'تاريخ الدفع'),
  ],
  filters: [],
  defaultColumns: ['orderId', 'createdAt', 'status', 'paymentMethod', 'total', 'paidAt'],
} as const satisfies ReportSourceDescriptor<'orders'>;

/** Every source, in the order the form lists them. A new application appends its descriptor. */
export const REPORT_SOURCES = [
  alarmHandlingSource,
  deviceReadingsSource,
  accessEventsSource,
  ordersSource,
] as const;
export type ReportSourceKey = (typeof REPORT_SOURCES)[number]['key'];
export const REPORT_SOURCE_KEYS = REPORT_SOURCES.map((s) => s.key) as [ReportSourceKey, ...ReportSourceKey[]];

const byKey = new Map<string, ReportSourceDescriptor>(REPORT_SOURCES.map((s) => [s.key, s]));
export const reportSourceOf = (key: string): ReportSourceDescriptor | undefined => byKey.get(key);
export const columnOf = (source: string, column: string): ReportSourceColumn | undefined =>
  byKey.get(source)?.columns.find((c) => c.key === column);
