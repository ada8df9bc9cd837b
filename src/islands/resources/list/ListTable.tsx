import { lazy, Suspense, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTable, type ColumnDef, type Row } from '@tanstack/react-table';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { LoadingRows } from '../../kit/LoadingRows';
import { listFeatures, type ListFeatures, type ListSelection } from './list-table-features';
import { ListRow } from './ListRow';
import { SortHeader } from './SortHeader';
import type { ListRecord } from './use-list-data';

/** Above this page size rows are virtualised; the library loads only then. */
export const virtualiseAbove = 100;
const VirtualBody = lazy(() => import('./VirtualBody'));

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ListTableProps {
  caption: string;
  columns: readonly ColumnDeclaration[];
  rows: ListRecord[];
  loading: boolean;
  limit: number;
  sort: string;
  onSort: (sort: string) => void;
  /** Whether rows have checkboxes: only when the selection bar has an action (bulkActions). */
  selectable: boolean;
  selection: ListSelection;
  onSelectionChange: (selection: ListSelection) => void;
  rowId: (record: ListRecord, index: number) => string;
  rowName: (record: ListRecord) => string;
  hrefOf: (record: ListRecord) => string | undefined;
  renderValue: (column: ColumnDeclaration, record: ListRecord, href: string | undefined) => ReactNode;
  /** Opens a row that has no page of its own (Enter on the row); absent when such rows open nothing. */
  onOpen?: (record: ListRecord) => void;
  t: Translate;
}

const selectColumn = '__select';

export function ListTable(props: ListTableProps) {
  const { columns, rows, loading, limit, sort, onSort, selectable, selection, onSelectionChange, rowId, rowName, hrefOf, renderValue, onOpen, t } = props;
  const [activeRow, setActiveRow] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const columnDefs = useMemo<ColumnDef<ListFeatures, ListRecord>[]>(
    () => [...(selectable ? [{ id: selectColumn }] : []), ...columns.map((column) => ({ id: column.field }))],
    [columns, selectable],
  );
  const table = useTable({
    features: listFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: rowId,
  });
  const isSelected = (row: Row<ListFeatures, ListRecord>) => selectable && selection[row.id] === true;
  const toggle = (row: Row<ListFeatures, ListRecord>) => onSelectionChange({ ...selection, [row.id]: !isSelected(row) });
  const byField = new Map(columns.map((column) => [column.field, column]));

  const cell = (row: Row<ListFeatures, ListRecord>, columnId: string, href: string | undefined): ReactNode => {
    if (columnId === selectColumn) {
      return (
        <input
          type="checkbox"
          className="focus-ring"
          aria-label={t('lists:selectRow', { name: rowName(row.original) })}
          checked={isSelected(row)}
          onChange={() => toggle(row)}
        />
      );
    }
    const column = byField.get(columnId);
    return column ? renderValue(column, row.original, href) : null;
  };

  const focusRow = (index: number) => {
    const target = body.current?.querySelector<HTMLTableRowElement>(`tr[data-row-index="${index}"]`);
    target?.focus();
    target?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, href: string | undefined) => {
    if (event.target !== event.currentTarget) return;
    const last = rows.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(index + 1, last), ArrowUp: Math.max(index - 1, 0), Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActiveRow(moves[event.key]!);
      focusRow(moves[event.key]!);
    } else if (event.key === 'Enter' && href) {
      location.assign(href);
    } else if (event.key === 'Enter' && onOpen && rows[index]) {
      onOpen(rows[index]);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      const row = table.getRowModel().rows[index];
      if (row) toggle(row);
    }
  };

  const tableRows = table.getRowModel().rows;
  const allSelected = tableRows.length > 0 && tableRows.every(isSelected);
  const someSelected = tableRows.some(isSelected);
  const selectPage = () => onSelectionChange({ ...selection, ...Object.fromEntries(tableRows.map((row) => [row.id, !allSelected])) });
  const rowProps = (row: Row<ListFeatures, ListRecord>, index: number) => ({
    row, index, selected: isSelected(row), href: hrefOf(row.original), active: index === Math.min(activeRow, tableRows.length - 1),
    onFocusRow: setActiveRow, onKeyDown, cell,
  });
  const virtual = limit > virtualiseAbove && !loading;
  const cellCount = columns.length + (selectable ? 1 : 0);

  return (
    <div ref={scroller} className={`overflow-auto ${virtual ? 'max-h-[70vh]' : ''}`}>
      <table className="w-full border-collapse text-sm" aria-busy={loading} aria-rowcount={loading ? -1 : rows.length + 1}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-background sticky top-0">
          <tr>
            {selectable && <th scope="col" className="w-10 px-3 py-2 text-left">
              <input
                type="checkbox"
                className="focus-ring"
                aria-label={t('lists:selectAll')}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                onChange={selectPage}
                disabled={tableRows.length === 0}
              />
            </th>}
            {columns.map((column) => (
              <SortHeader key={column.field} column={column} label={t(column.label)} sort={sort} onSort={onSort} t={t} />
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {loading ? (
            <LoadingRows count={Math.min(limit, 25)} columns={cellCount} />
          ) : virtual ? (
            <Suspense fallback={<LoadingRows count={10} columns={cellCount} />}>
              <VirtualBody rows={tableRows} rowProps={rowProps} columns={cellCount} scroller={() => scroller.current} />
            </Suspense>
          ) : (
            tableRows.map((row, index) => <ListRow key={row.id} {...rowProps(row, index)} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
