/**
 * A filter condition as a chip reads it in the reader's language: the column's label, the
 * operator's words, and each value as the column writes it (enum labels, yes/no, dates, named
 * codes); several values read "a, b or c", a range "from – to".
 */
import { formatColumnValue } from '~/lib/resources/field-value';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { describeTerm } from './filter-pql';
import { readRelativeDate, type PqlTerm } from '~/lib/pql';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const typedAsFiltered = new Set<ColumnDeclaration['type']>(['enum', 'boolean', 'number', 'date', 'datetime']);

function valueText(column: ColumnDeclaration | undefined, value: string, language: string, t: Translate): string {
  if (!column || !typedAsFiltered.has(column.type) || value === '') return value;
  if (column.type === 'boolean') return value === 'true' || value === 'false' ? formatColumnValue(column, value === 'true', {}, language, t) : value;
  if (column.type === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? formatColumnValue(column, Number(value), {}, language, t) : value;
  // A relative date (`today+60d`) is a word of the filter, shown as typed.
  if ((column.type === 'date' || column.type === 'datetime') && readRelativeDate(value).kind !== 'other') return value;
  return formatColumnValue(column, value, {}, language, t);
}

export function chipText(term: PqlTerm, columns: readonly ColumnDeclaration[], language: string, t: Translate): string {
  const shown = describeTerm(term);
  const column = columns.find((entry) => entry.field === shown.field);
  const values = shown.values.map((value) => valueText(column, value, language, t));
  return t('lists:filter.chip', {
    field: column ? t(column.label) : shown.field,
    operator: t(`lists:filter.operators.${shown.operator}`),
    values: shown.operator === 'between' && values.length === 2
      ? t('lists:filter.range', { from: values[0], to: values[1] })
      : new Intl.ListFormat(language, { type: 'disjunction' }).format(values),
  });
}
