import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';

interface SortHeaderProps {
  column: ColumnDeclaration;
  label: string;
  sort: string;
  onSort: (sort: string) => void;
  t: (key: string, variables?: Record<string, unknown>) => string;
}

export function sortDirection(sort: string, field: string): 'ascending' | 'descending' | undefined {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return undefined;
}

/** A column heading; a sortable one is a button that sorts ascending, then flips. */
export function SortHeader({ column, label, sort, onSort, t }: SortHeaderProps) {
  const direction = sortDirection(sort, column.field);
  if (!column.sortable) return <th scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap">{label}</th>;
  const next = direction === 'ascending' ? `-${column.field}` : column.field;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className="px-3 py-2 text-left font-semibold whitespace-nowrap">
      <button
        type="button"
        className="focus-ring inline-flex items-center gap-1 border-0 bg-transparent p-0 font-semibold text-on-surface cursor-pointer"
        onClick={() => onSort(next)}
        title={t('lists:sortBy', { column: label })}
      >
        {label}
        <span aria-hidden="true" className={direction ? 'text-primary' : 'text-muted'}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
