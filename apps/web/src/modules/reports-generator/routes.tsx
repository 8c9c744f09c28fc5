import { analysis, assetwatch, devices, fleet, market, reports } from '@atrium/contracts';
import type { AppRoute } from '../../app/module.ts';

export const reportsGeneratorPublicRoutes: AppRoute[] = [
  {
    path: reports.DYNAMIC_REPORT_PRINT_PATH.slice(1),
    lazy: () =>
      import('./pages/DynamicReportPrintPage.tsx').then(({ DynamicReportPrintPage }) => ({
        Component: DynamicReportPrintPage,
      })),
    handle: { label: 'reports-generator:dynamicReport.label', publicLayout: true, mobile: true },
  },
  {
    path: reports.REPORT_ERROR_PAGE_PATH.slice(1),
    lazy: () =>
      import('./pages/PrintErrorPage.tsx').then(({ PrintErrorPage }) => ({ Component: PrintErrorPage })),
    handle: { label: 'reports-generator:errorPage.label', publicLayout: true, mobile: true },
  },
  {
    path: market.INVOICE_PRINT_PATH.slice(1),
    lazy: () =>
      import('./pages/InvoicePrintPage.tsx').then(({ InvoicePrintPage }) => ({
        Component: InvoicePrintPage,
      })),
    handle: { label: 'reports-generator:invoice.title', publicLayout: true, mobile: true },
  },
  {
    path: analysis.DEVICE_REPORT_PRINT_PATH.slice(1),
    lazy: () =>
      import('./pages/DeviceReportPrintPage.tsx').then(({ DeviceReportPrintPage }) => ({
        Component: DeviceReportPrintPage,
      })),
    handle: { label: 'reports-generator:deviceReport.label', publicLayout: true, mobile: true },
  },
  {
    path: devices.METER_INVOICE_PRINT_PATH.slice(1),
    lazy: () =>
      import('./pages/MeterInvoicePrintPage.tsx').then(({ MeterInvoicePrintPage }) => ({
        Component: MeterInvoicePrintPage,
      })),
    handle: { label: 'reports-generator:meterInvoice.label', publicLayout: true, mobile: true },
  },
  {
    path: fleet.FLEET_REPORT_PRINT_PATH.slice(1),
    lazy: () =>
      import('../fleet/pages/reports/print/FleetReportPrintPage.tsx').then(({ FleetReportPrintPage }) => ({
        Component: FleetReportPrintPage,
      })),
    handle: { label: 'fleet:reports.nav.reports', publicLayout: true, mobile: true },
  },
  {
    path: assetwatch.AW_REPORT_PRINT_PATH.slice(1),
    lazy: () =>
      import('../asset-watch/pages/reports/print/AwReportPrintPage.tsx').then(({ AwReportPrintPage }) => ({
        Component: AwReportPrintPage,
      })),
    handle: { label: 'asset-watch:nav.reports', publicLayout: true, mobile: true },
  },
];
