/**
 * Which way a list is sorted, for when its sort column is not among the columns shown (the
 * header's arrow says it otherwise): "Sorted by Created (newest first)".
 */
import type { ColumnDeclaration } from '../resources/resource-declaration.ts';

export type SortOrderWords = 'dateAscending' | 'dateDescending' | 'textAscending' | 'textDescending' | 'numberAscending' | 'numberDescending';

export interface HiddenSort {
  column: ColumnDeclaration;
  /** The `lists:sortOrder.<words>` key that reads the direction for the column's type. */
  order: SortOrderWords;
}

function kindOf(column: ColumnDeclaration): 'date' | 'text' | 'number' {
  if (column.type === 'date' || column.type === 'datetime') return 'date';
  if (column.type === 'number' || column.type === 'money') return 'number';
  return 'text';
}

/** The sort's first key when its column is hidden; undefined when a shown header carries it. */
export function hiddenSort(columns: readonly ColumnDeclaration[], shown: readonly string[], sort: string): HiddenSort | undefined {
  const key = sort.split(',')[0]?.trim() ?? '';
  const descending = key.startsWith('-');
  const field = descending ? key.slice(1) : key;
  const column = columns.find((candidate) => candidate.field === field);
  if (!column || shown.includes(field)) return undefined;
  return { column, order: `${kindOf(column)}${descending ? 'Descending' : 'Ascending'}` };
}
