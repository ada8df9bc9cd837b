import type { ComponentProps } from 'react';
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ListFeatures } from './list-table-features';
import { ListRow } from './ListRow';
import type { ListRecord } from './use-list-data';

interface VirtualBodyProps {
  rows: Row<ListFeatures, ListRecord>[];
  rowProps: (row: Row<ListFeatures, ListRecord>, index: number) => Omit<ComponentProps<typeof ListRow>, 'measure'>;
  columns: number;
  scroller: () => HTMLElement | null;
}

/** Only the rows in view (plus a margin) are in the document; spacer rows keep the scroll height. */
export default function VirtualBody({ rows, rowProps, columns, scroller }: VirtualBodyProps) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: scroller,
    estimateSize: () => 37,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {before > 0 && <tr aria-hidden="true"><td colSpan={columns} style={{ height: before, padding: 0 }} /></tr>}
      {items.map((item) => {
        const row = rows[item.index]!;
        return <ListRow key={row.id} {...rowProps(row, item.index)} measure={virtualizer.measureElement} />;
      })}
      {after > 0 && <tr aria-hidden="true"><td colSpan={columns} style={{ height: after, padding: 0 }} /></tr>}
    </>
  );
}
