import { formatDateTime } from '../../../modules/companies/components/format.ts';
import type { DataTableColumn } from '../../../ui/DataTable/index.ts';

/** A date shown in an alarm table: formatted, '—' when none. */
export const alarmWhen = (at: string | null) => (at ? formatDateTime(at) : '—');

interface DateRow {
  raisedAt: string;
  closedAt: string | null;
}

/**
 * The date columns every alarm table ends with (the kit's and Defcon's): raised at, then closed at in a
 * history list or, in a live list, the table's own column of open alarms (`live`: acknowledged at, the
 * ladder's deadline). Each shows `alarmWhen` and exports the ISO value.
 */
export function alarmDateColumns<T extends DateRow>(
  headers: { raisedAt: string; closedAt: string },
  closed: boolean,
  live: { id: string; header: string; at: (row: T) => string | null },
): DataTableColumn<T>[] {
  const last: DataTableColumn<T> = closed
    ? {
        id: 'closedAt',
        header: headers.closedAt,
        accessor: (row) => alarmWhen(row.closedAt),
        csv: (row) => row.closedAt ?? '',
      }
    : {
        id: live.id,
        header: live.header,
        sortable: false,
        accessor: (row) => alarmWhen(live.at(row)),
        csv: (row) => live.at(row) ?? '',
      };
  return [
    {
      id: 'raisedAt',
      header: headers.raisedAt,
      accessor: (row) => alarmWhen(row.raisedAt),
      csv: (row) => row.raisedAt,
    },
    last,
  ];
}
