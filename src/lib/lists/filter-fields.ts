/**
 * What the filter builder offers (DESIGN.md section 7): the columns a list can filter on, the one
 * it starts on, and how a date value may be given.
 */
import { filterOperatorsFor, type ColumnDeclaration, type ResourceDeclaration } from '../resources/resource-declaration.ts';

export function filterableColumns(columns: readonly ColumnDeclaration[]): ColumnDeclaration[] {
  return columns.filter((column) => filterOperatorsFor(column).length > 0);
}

/**
 * The field the builder starts on: the list's display field, which is what people look a record
 * up by (the first column is usually `id`); else the first listed filterable column.
 */
export function startingFilterField(declaration: Pick<ResourceDeclaration, 'columns' | 'displayField'>): string | undefined {
  const filterable = filterableColumns(declaration.columns);
  const start = filterable.find((column) => column.field === declaration.displayField) ?? filterable.find((column) => column.listed) ?? filterable[0];
  return start?.field;
}

/**
 * One way of giving a date filter's value. Whichever is chosen, the value box takes typed text
 * and the builder passes it on unchanged: the server's PQL judges it.
 */
export interface DateValueChoice {
  kind: 'calendar' | 'relative';
  /** A native picker that fills the box; none for values that are only typed. */
  picker?: 'date';
  /** Values shown under the box as examples. */
  examples: readonly string[];
}

/** The relative date values PQL accepts (src/lib/pql/read-relative-date.ts), offered as a second choice. */
export const relativeDateExamples: readonly string[] = ['today+60d', 'today-7d', 'now-24h'];

export function dateValueChoices(column: Pick<ColumnDeclaration, 'type'>, relative: readonly string[] = relativeDateExamples): DateValueChoice[] {
  if (column.type !== 'date' && column.type !== 'datetime') return [];
  const calendar: DateValueChoice = { kind: 'calendar', picker: 'date', examples: [] };
  return relative.length > 0 ? [calendar, { kind: 'relative', examples: relative }] : [calendar];
}
