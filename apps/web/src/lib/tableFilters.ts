import { type StoredTableFilters, storage } from './storage.ts';

/**
 * Saved table filters (spec §3, A62): kept in sessionStorage under `APP_TABLE`, per user and per customer,
 * so switching the selected company or signing in as someone else never shows another scope's filters.
 */

export type TableFilterValues = Record<string, unknown>;
/** The customer the filters belong to; `null` when no company is selected. */
export type FilterScope = { userId: number | string; customerId: number | string | null };

const NO_CUSTOMER = 'none';

/** R94: a table key has three underscore-separated parts, `app_module_table`. */
export function assertTableKey(tableKey: string): void {
  const parts = tableKey.split('_');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) {
    throw new Error(`Table key must be app_module_table, got "${tableKey}"`);
  }
}

/** R95: empty strings (and undefined) are not filters. */
export function compactFilters(values: TableFilterValues): TableFilterValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  );
}

const scopeKeys = ({ userId, customerId }: FilterScope) =>
  [String(userId), customerId === null ? NO_CUSTOMER : String(customerId)] as const;

export function loadTableFilters(scope: FilterScope, tableKey: string): TableFilterValues | null {
  assertTableKey(tableKey);
  const [user, customer] = scopeKeys(scope);
  return storage.get('APP_TABLE')?.[user]?.[customer]?.[tableKey] ?? null;
}

export function saveTableFilters(scope: FilterScope, tableKey: string, values: TableFilterValues): void {
  assertTableKey(tableKey);
  const [user, customer] = scopeKeys(scope);
  const all: StoredTableFilters = structuredClone(storage.get('APP_TABLE') ?? {});
  const forUser = all[user] ?? {};
  const forCustomer = forUser[customer] ?? {};
  forCustomer[tableKey] = compactFilters(values);
  forUser[customer] = forCustomer;
  all[user] = forUser;
  storage.set('APP_TABLE', all);
}

/** Forgets one table's filters in the scope, or every saved filter when no table is given. */
export function clearTableFilters(scope?: FilterScope, tableKey?: string): void {
  if (!scope) {
    storage.remove('APP_TABLE');
    return;
  }
  const [user, customer] = scopeKeys(scope);
  const all: StoredTableFilters = structuredClone(storage.get('APP_TABLE') ?? {});
  if (tableKey) delete all[user]?.[customer]?.[tableKey];
  else delete all[user]?.[customer];
  storage.set('APP_TABLE', all);
}
