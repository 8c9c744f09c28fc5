import { useEffect, useState } from 'react';
import { ROW_HIGHLIGHT_MS } from './constants.ts';
import type { RowId } from './types.ts';

/** The id to highlight: `id` for 5000 ms after it is set (§9), then none. */
export function useRowHighlight(id: RowId | null | undefined, durationMs = ROW_HIGHLIGHT_MS): RowId | null {
  const [active, setActive] = useState<RowId | null>(id ?? null);
  useEffect(() => {
    if (id === null || id === undefined) return setActive(null);
    setActive(id);
    const timer = setTimeout(() => setActive(null), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs]);
  return active;
}
