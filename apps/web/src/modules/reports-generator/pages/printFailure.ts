import { reports } from '@atrium/contracts';

/** Why a print view has nothing to print; the error page says it in words. */
export const PRINT_FAILURES = ['missing', 'invalid', 'expired', 'notFound', 'signedOut', 'failed'] as const;
export type PrintFailure = (typeof PRINT_FAILURES)[number];

export const isPrintFailure = (value: unknown): value is PrintFailure =>
  PRINT_FAILURES.includes(value as PrintFailure);

export const printErrorPath = (reason: PrintFailure) => `${reports.REPORT_ERROR_PAGE_PATH}?reason=${reason}`;
