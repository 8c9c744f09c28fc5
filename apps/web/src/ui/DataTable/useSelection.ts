import { useCallback, useMemo, useState } from 'react';
import type { RowId } from './types.ts';

/** Selected rows by id, kept across pages until "Deselect All". */
export function useSelection<T>(getRowId: (row: T) => RowId) {
  const [selected, setSelected] = useState<ReadonlyMap<RowId, T>>(() => new Map());

  const toggle = useCallback(
    (row: T, checked: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        if (checked) next.set(getRowId(row), row);
        else next.delete(getRowId(row));
        return next;
      }),
    [getRowId],
  );
  const setMany = useCallback(
    (rows: readonly T[], checked: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (checked) next.set(getRowId(row), row);
          else next.delete(getRowId(row));
        }
        return next;
      }),
    [getRowId],
  );
  const remove = useCallback(
    (ids: readonly RowId[]) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const id of ids) next.delete(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Map()), []);

  return useMemo(
    () => ({
      selected,
      count: selected.size,
      rows: [...selected.values()],
      isSelected: (row: T) => selected.has(getRowId(row)),
      toggle,
      setMany,
      remove,
      clear,
    }),
    [selected, getRowId, toggle, setMany, remove, clear],
  );
}

export type Selection<T> = ReturnType<typeof useSelection<T>>;
