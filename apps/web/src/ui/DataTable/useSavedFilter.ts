import { useEffect, useRef } from 'react';
import { getSelectedCompany, useSelectedCompany } from '../../lib/company.ts';
import { getSessionUser, useSessionUser } from '../../lib/session.ts';
import { type FilterScope, loadTableFilters, saveTableFilters } from '../../lib/tableFilters.ts';
import type { TableFilter } from './types.ts';

/**
 * A62: a table's filter kept per user and per customer (the selected company) in session storage under
 * `APP_TABLE`, for tables given a `tableKey` (`app_module_table`, R94).
 */

const currentScope = (): FilterScope | null => {
  const user = getSessionUser();
  return user ? { userId: user.id, customerId: getSelectedCompany()?.id ?? null } : null;
};

/** The saved filter of the current user and customer over `initial`, or `initial` when none is saved. */
export function savedFilter(tableKey: string | undefined, initial: TableFilter = {}): TableFilter {
  const scope = currentScope();
  const saved = tableKey && scope ? loadTableFilters(scope, tableKey) : null;
  return saved ? { ...initial, ...(saved as TableFilter) } : initial;
}

/** Saves every filter change; another user or customer gets their own saved filter (or the initial one). */
export function useSavedFilter(
  tableKey: string | undefined,
  filter: TableFilter,
  setFilter: (filter: TableFilter) => void,
  initial: TableFilter | undefined,
) {
  const user = useSessionUser();
  const company = useSelectedCompany();
  const scopeId = user ? `${user.id} ${company?.id ?? '-'}` : null;
  const lastScope = useRef(scopeId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of scope reloads
  useEffect(() => {
    if (!tableKey || lastScope.current === scopeId) return;
    lastScope.current = scopeId;
    setFilter(savedFilter(tableKey, initial));
  }, [scopeId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saved when the filter changes
  useEffect(() => {
    if (!tableKey || !user || lastScope.current !== scopeId) return;
    saveTableFilters({ userId: user.id, customerId: company?.id ?? null }, tableKey, filter);
  }, [filter]);
}
