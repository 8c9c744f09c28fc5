import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';

export interface VirtualRowsProps {
  count: number;
  /** Every row has this height (single-line cells), so none needs measuring. */
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (index: number) => ReactNode;
}

/**
 * The rows in view of a long page, with spacers for the rest. In a file of its own so the virtualizer (about 9 KB
 * gzipped) loads with the first page over 100 rows, not with every list page.
 */
export function VirtualRows({ count, rowHeight, scrollRef, renderRow }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Where the plain rows drawn while this file loaded were scrolled to.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    <>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {items.map((item) => renderRow(item.index))}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </>
  );
}
