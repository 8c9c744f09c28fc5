/**
 * The report generator's print views (public web routes the server's PDF service prints, their data on the page
 * as `window.__PRINT_DATA__` or behind `?cacheKey=`). In a file without schemas: the web app's entry takes these
 * paths for its public route table, and a constant taken from a file carries that file's schemas into the entry.
 */

/** A saved report (issue 23). */
export const DYNAMIC_REPORT_PRINT_PATH = '/reports-generator/dynamic-reports';
/** Where a print view sends a failed print. */
export const REPORT_ERROR_PAGE_PATH = '/reports-generator/error-page';
/** The order bill (spec §2 reports generator). */
export const INVOICE_PRINT_PATH = '/reports-generator/invoice';
/** The per-device report of spec §2. */
export const DEVICE_REPORT_PRINT_PATH = '/reports-generator/device-report';
/** The meter invoice of spec §2. */
export const METER_INVOICE_PRINT_PATH = '/reports-generator/meter-invoice';
/** A fleet report. */
export const FLEET_REPORT_PRINT_PATH = '/reports-generator/fleet-report';
/** An asset-watch report. */
export const AW_REPORT_PRINT_PATH = '/reports-generator/asset-watch-report';
