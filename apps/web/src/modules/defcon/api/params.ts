import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/** A table's query as the string parameters of a list call (the contracts' query schemas coerce them). */
export const listParams = (query: TableQuery) =>
  Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));

/** A form shows its own failures (field errors under their fields, others above its buttons). */
export const quiet = { notify: { error: false } } as const;
