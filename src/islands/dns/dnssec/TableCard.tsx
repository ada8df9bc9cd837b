import type { ReactNode } from 'react';
import { EmptyState } from '../../kit/EmptyState';

export const cellClass = 'px-3 py-2 border-0 border-b border-solid border-line text-left align-top';

interface TableCardProps {
  id: string;
  title: string;
  intro?: string;
  /** What an empty table says instead. */
  empty: string | null;
  emptyIcon: string;
  /** Column headings; an empty one is read by screen readers only (`srOnly`). */
  headings: readonly { label: string; srOnly?: boolean }[];
  tableAttributes?: Record<`data-${string}`, string | boolean>;
  children: ReactNode;
}

/** A titled card holding one table that scrolls sideways on narrow screens, or its empty state. */
export function TableCard({ id, title, intro, empty, emptyIcon, headings, tableAttributes, children }: TableCardProps) {
  return (
    <section className="card min-w-0" aria-labelledby={id}>
      <h2 id={id} className="m-0 px-4 pt-4 text-base font-semibold">{title}</h2>
      {intro && <p className="m-0 px-4 pt-1 text-sm text-muted">{intro}</p>}
      {empty !== null ? (
        <div className="p-4"><EmptyState compact icon={emptyIcon}>{empty}</EmptyState></div>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full border-collapse text-sm mt-2" {...tableAttributes}>
            <thead>
              <tr>
                {headings.map((heading) => (
                  <th key={heading.label} scope="col" className={`${cellClass} whitespace-nowrap`}>
                    {heading.srOnly ? <span className="sr-only">{heading.label}</span> : heading.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
