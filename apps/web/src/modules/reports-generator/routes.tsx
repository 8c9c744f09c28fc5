import { market } from '@atrium/contracts';
import type { AppRoute } from '../../app/module.ts';

export const reportsGeneratorPublicRoutes: AppRoute[] = [
  {
    path: market.INVOICE_PRINT_PATH.slice(1),
    lazy: () =>
      import('./pages/InvoicePrintPage.tsx').then(({ InvoicePrintPage }) => ({
        Component: InvoicePrintPage,
      })),
    handle: { label: 'reports-generator:invoice.title', publicLayout: true, mobile: true },
  },
];
