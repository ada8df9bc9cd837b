/**
 * A chart's table twin (DESIGN.md section 11, "Charts": every chart has its numbers as a table):
 * a caption, column headers, and a row per datum whose first cell heads the row. Numeric
 * columns align right in tabular figures. Wide tables scroll inside their own focusable region.
 */
import type { ReactNode } from 'react';

export interface ChartTableColumn {
  key: string;
  label: string;
  numeric?: boolean;
}

export interface ChartTableProps {
  caption: string;
  columns: ChartTableColumn[];
  /** A row's cells by column key. */
  rows: Record<string, ReactNode>[];
}

const cell = 'px-3 py-1.5 border-0 border-b border-solid border-line';

export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-md border border-solid border-line" tabIndex={0} role="region" aria-label={caption} data-chart-table-region>
      <table className="w-full border-collapse text-sm" data-chart-table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-background">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${cell} font-medium whitespace-nowrap ${column.numeric ? 'text-right' : 'text-left'}`} data-column={column.key}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column, position) => position === 0
                ? <th key={column.key} scope="row" className={`${cell} text-left font-normal [overflow-wrap:anywhere]`} data-column={column.key}>{row[column.key]}</th>
                : (
                  <td key={column.key} className={`${cell} ${column.numeric ? 'text-right tabular-nums whitespace-nowrap' : ''}`} data-column={column.key}>
                    {row[column.key]}
                  </td>
                ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
