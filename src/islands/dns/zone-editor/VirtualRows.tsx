import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

interface VirtualRowsProps<T> {
  rows: readonly T[];
  render(row: T): ReactNode;
  scroller(): HTMLElement | null;
}

/** A long page's rows: only those in view (and a few around) are in the document, spacers keep the scroll height. Loaded only for long pages. */
export default function VirtualRows<T>({ rows, render, scroller }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: scroller, estimateSize: () => 41, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
      {items.map((item) => render(rows[item.index]!))}
      {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
    </>
  );
}
