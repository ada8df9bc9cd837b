/** Which declared columns a list shows: the chosen `fields`, else the declaration's listed ones. */
import type { ColumnDeclaration, ResourceDeclaration } from './resource-declaration.ts';

/** What choosing columns needs of a declaration. */
export type ColumnSource = Pick<ResourceDeclaration, 'columns'>;

export function defaultFields(declaration: ColumnSource): string[] {
  const listed = declaration.columns.filter((column) => column.listed).map((column) => column.field);
  return listed.length > 0 ? listed : declaration.columns.slice(0, 4).map((column) => column.field);
}

/** Chosen fields in the declaration's order; fields the declaration does not know are dropped. */
export function shownColumns(declaration: ColumnSource, fields: readonly string[] | undefined): ColumnDeclaration[] {
  const wanted = new Set(fields && fields.length > 0 ? fields : defaultFields(declaration));
  const shown = declaration.columns.filter((column) => wanted.has(column.field));
  return shown.length > 0 ? shown : declaration.columns.filter((column) => defaultFields(declaration).includes(column.field));
}
