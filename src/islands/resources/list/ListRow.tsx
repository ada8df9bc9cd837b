import type { KeyboardEvent } from 'react';
import type { Row } from '@tanstack/react-table';
import type { ListFeatures } from './list-table-features';
import type { ListRecord } from './use-list-data';

interface ListRowProps {
  row: Row<ListFeatures, ListRecord>;
  index: number;
  selected: boolean;
  href: string | undefined;
  active: boolean;
  onFocusRow: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number, href: string | undefined) => void;
  cell: (row: Row<ListFeatures, ListRecord>, columnId: string, href: string | undefined) => React.ReactNode;
  measure?: (element: HTMLTableRowElement | null) => void;
}

/** One record: focusable as a whole (arrow keys move between rows, Enter opens it). */
export function ListRow({ row, index, selected, href, active, onFocusRow, onKeyDown, cell, measure }: ListRowProps) {
  return (
    <tr
      ref={measure}
      data-index={index}
      data-row-index={index}
      tabIndex={active ? 0 : -1}
      data-selected={selected}
      onFocus={() => onFocusRow(index)}
      onKeyDown={(event) => onKeyDown(event, index, href)}
      className="focus-ring border-0 border-t border-solid border-line hover:bg-background data-[selected=true]:bg-primary/10"
    >
      {row.getAllCells().map((entry) => (
        <td key={entry.id} className="px-3 py-2 align-top whitespace-nowrap">{cell(row, entry.column.id, href)}</td>
      ))}
    </tr>
  );
}
