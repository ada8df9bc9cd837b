/**
 * The example under a list's filter query box, made from the list's own declaration: its display
 * field first (`name contains shop`), then a date it lists (`expires_at less_than 2027-01-01`),
 * else a status-like choice it lists (`verification_status equals pending`).
 */
import { printPql } from '../pql/print-pql.ts';
import type { PqlOperator } from '../pql/pql-operators.ts';
import type { PqlTerm } from '../pql/pql-types.ts';
import { filterOperatorsFor, type ColumnDeclaration, type ResourceDeclaration } from '../resources/resource-declaration.ts';
import { filterableColumns } from './filter-fields.ts';

const sampleText = 'shop';
const sampleNumber = '10';
const bookkeeping = new Set(['id', 'created_at', 'updated_at']);
const isDate = (column: ColumnDeclaration) => column.type === 'date' || column.type === 'datetime';

function firstOffered(column: ColumnDeclaration, wanted: readonly PqlOperator[]): PqlOperator | undefined {
  const offered = filterOperatorsFor(column);
  return wanted.find((operator) => offered.includes(operator));
}

function term(column: ColumnDeclaration, nextYear: string): PqlTerm | undefined {
  const field = column.field;
  if (isDate(column)) {
    const operator = firstOffered(column, ['less_than', 'greater_than', 'equals']);
    return operator && { field, operator, values: [nextYear] };
  }
  if ((column.type === 'enum' || column.type === 'boolean') && firstOffered(column, ['equals'])) {
    return { field, operator: 'equals', values: [column.type === 'boolean' ? 'true' : (column.values?.[0] ?? '')] };
  }
  if (column.type === 'number' || column.type === 'money') {
    const operator = firstOffered(column, ['greater_than', 'equals']);
    return operator && { field, operator, values: [sampleNumber] };
  }
  const operator = firstOffered(column, ['contains', 'equals']);
  return operator && { field, operator, values: [sampleText] };
}

export function pqlExample(declaration: Pick<ResourceDeclaration, 'columns' | 'displayField'>, today: Date = new Date()): string {
  const nextYear = `${today.getUTCFullYear() + 1}-01-01`;
  const filterable = filterableColumns(declaration.columns);
  const listed = filterable.filter((column) => column.listed && !bookkeeping.has(column.field));
  const named = filterable.find((column) => column.field === declaration.displayField) ?? listed[0] ?? filterable[0];
  const others = listed.filter((column) => column !== named);
  const second = others.find(isDate) ?? others.find((column) => column.type === 'enum') ?? filterable.find((column) => column.field === 'created_at' && column !== named);
  const terms = [named && term(named, nextYear), second && term(second, nextYear)].filter((entry): entry is PqlTerm => entry !== undefined);
  return printPql(terms);
}
