import { PAGE_SIZE_CHOICES } from '@atrium/contracts';

/** Table constants of spec §9 (R179-R182) and §7 (A69). */

/** R179: the shared widget's default page size; platform tables pass `DEFAULT_PAGE_SIZE` (25) instead. */
export const TABLE_DEFAULT_PAGE_SIZE = 50;
/** R180 */
export const TABLE_PAGE_SIZES: readonly number[] = PAGE_SIZE_CHOICES;
/** R181 */
export const MAX_PAGE_BUTTONS = 6;
/** R182: `view="auto"` shows cards when the total is at most this. */
export const GRID_VIEW_MAX_TOTAL = 10;
/** A69: CSV export fetches pages of this size. */
export const EXPORT_PAGE_SIZE = 50;
/** §9: a highlighted row stays highlighted this long. */
export const ROW_HIGHLIGHT_MS = 5000;
/** Pages longer than this are virtualized (only the rows in view are in the DOM). */
export const VIRTUALIZE_ABOVE = 100;

/** R140-R143: the table messages, in English; they are keys of the `messages` namespace. */
export const TABLE_MESSAGES = {
  rowDeleted: 'Row has been deleted successfully.',
  rowsDeleted: 'Rows have been deleted successfully.',
  rowUpdated: 'Row has been updated successfully.',
  rowsUpdated: 'Rows have been updated successfully.',
} as const;

export type TableMessage = (typeof TABLE_MESSAGES)[keyof typeof TABLE_MESSAGES];

/** The table message for `count` rows deleted or updated: singular for one, plural otherwise. */
export function tableMessage(action: 'deleted' | 'updated', count: number): TableMessage {
  if (action === 'deleted') return count === 1 ? TABLE_MESSAGES.rowDeleted : TABLE_MESSAGES.rowsDeleted;
  return count === 1 ? TABLE_MESSAGES.rowUpdated : TABLE_MESSAGES.rowsUpdated;
}
