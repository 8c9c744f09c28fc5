/** The value of the tab whose `path` matches `pathname`: equal, or a parent of it; the longest wins. */
export function activeRouteTab(
  items: ReadonlyArray<{ value: string; path?: string; disabled?: boolean }>,
  pathname: string,
): string | null {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const current = trim(pathname);
  let best: { value: string; length: number } | null = null;
  for (const item of items) {
    if (!item.path) continue;
    const path = trim(item.path);
    if (current === path || current.startsWith(`${path}/`)) {
      if (!best || path.length > best.length) best = { value: item.value, length: path.length };
    }
  }
  return best?.value ?? null;
}
