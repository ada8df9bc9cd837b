/**
 * A filter string checked as the user types: the parser's verdict, then each field against the
 * list's declared columns, so a typo never reaches the server, then the relative dates of date
 * fields (`today+60d`) against the grammar the server reads them with. Positions are string indices.
 */
import { malformedRelativeDate, parsePql, pqlError, quoteForReason } from '~/lib/pql';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { filterOperatorsFor } from '~/lib/resources/resource-declaration';
import type { QueryProblem } from './query-error';

export function checkPql(text: string, columns: readonly ColumnDeclaration[]): QueryProblem | undefined {
  const parsed = parsePql(text.trim() === '' ? '' : text);
  if (!parsed.ok) return { ...parsed.error, fromServer: false };
  const filterable = new Set(columns.filter((column) => filterOperatorsFor(column).length > 0).map((column) => column.field));
  const unknown = parsed.query.find((condition) => !filterable.has(condition.field));
  if (unknown) return { ...pqlError(unknown.fieldPosition, 'unknownField', { field: quoteForReason(unknown.field) }), fromServer: false };
  const dateFields = new Set(columns.filter((column) => column.type === 'date' || column.type === 'datetime').map((column) => column.field));
  for (const condition of parsed.query) {
    if (!dateFields.has(condition.field)) continue;
    for (const item of condition.values) {
      const malformed = malformedRelativeDate(item, condition.field);
      if (malformed) return { position: condition.valuePosition, ...malformed, fromServer: false };
    }
  }
  return undefined;
}
