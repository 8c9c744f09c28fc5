import { devices, MAX_PAGE_SIZE } from '@atrium/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { swamKeys } from '../../../kit/api/keys.ts';
import { ApiError, call, downloadBlob, request } from '../../../lib/api.ts';
import { customerIdFor } from '../../../lib/customer.ts';
import { saveFile } from '../../../lib/download.ts';

type Paged<T> = { data: T[]; totalRecords: number };

/** The chart draws at most this many readings of a month: the latest ones. */
export const CHART_MAX_READINGS = 5 * MAX_PAGE_SIZE;

/** A month as YYYY-MM, UTC (the bill's months are UTC). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The last `count` months, this one first. */
export function recentMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, back) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))),
  );
}

/**
 * GET /device/:id/readings of one value within the month, oldest first: the latest CHART_MAX_READINGS,
 * fetched a page at a time, and how many the month has.
 */
export function useMonthReadings(deviceId: number, month: string, sensor: string | null) {
  return useQuery({
    queryKey: [...swamKeys.readings(deviceId), 'month', month, sensor],
    enabled: sensor !== null,
    queryFn: async ({ signal }) => {
      const span = devices.monthSpan(month);
      const page = (offset: number) =>
        request<Paged<devices.Reading>>(devices.listReadings, {
          params: { id: deviceId },
          query: {
            from: span.from.toISOString(),
            to: new Date(span.to.getTime() - 1).toISOString(),
            sensor: sensor ?? '',
            sortBy: 'ts',
            sortType: 'desc',
            limit: String(MAX_PAGE_SIZE),
            offset: String(offset),
            total: 'true',
          },
          signal,
        });
      const first = await page(0);
      const pages = Math.min(
        Math.ceil(first.totalRecords / MAX_PAGE_SIZE),
        CHART_MAX_READINGS / MAX_PAGE_SIZE,
      );
      const rest = await Promise.all(
        Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => page((i + 1) * MAX_PAGE_SIZE)),
      );
      const rows = [first, ...rest].flatMap((p) => p.data).reverse();
      return { rows, total: first.totalRecords };
    },
  });
}

/** GET /swam/meter-bill?month=&deviceId=: the month's bill lines of one meter. */
export const useMeterBill = (deviceId: number, month: string) =>
  useQuery({
    queryKey: [...swamKeys.meterBill(month), deviceId],
    queryFn: async ({ signal }) =>
      (await call(devices.getMeterBill, { query: { month, deviceId: String(deviceId) } as never, signal }))
        .data,
  });

/**
 * GET /swam/meter-bill/invoice: the month's invoice of one meter as a PDF, saved under `fileName`; false when
 * the server cannot print it (477, shown by the caller without a toast, as bills are: R145).
 */
export const useDownloadMeterInvoice = (deviceId: number, month: string) =>
  useMutation({
    mutationFn: async (fileName: string) => {
      // R133: the customer the bill was read for (downloads are not given it by the client on their own).
      const customerId = customerIdFor(devices.getMeterInvoice.path);
      try {
        const file = await downloadBlob(devices.getMeterInvoice, {
          query: { month, deviceId: String(deviceId), ...(customerId !== null && { customerId }) } as never,
          notify: { error: false },
        });
        saveFile(file, fileName);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === devices.METER_INVOICE_NOT_AVAILABLE_STATUS)
          return false;
        throw error;
      }
    },
  });
