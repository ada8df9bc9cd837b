/** Canonical PQL text: single spaces, `,` without spaces, items quoted only when they must be. */
import type { PqlTerm } from './pql-types.ts';
import { isPqlWhitespace } from './pql-text.ts';

/**
 * Expects a valid query (as parsePql or the filter-builder helpers make it); for such a query,
 * parsing the text gives the same conditions back.
 */
export function printPql(query: readonly PqlTerm[]): string {
  return query.map(printCondition).join(' and ');
}

function printCondition(term: PqlTerm): string {
  return `${term.field} ${term.operator} ${term.values.map(printPqlItem).join(',')}`;
}

/**
 * A bare item keeps backslashes as they are (only the wildcard layer gives `\*` a meaning),
 * so a backslash alone does not force quotes.
 */
export function printPqlItem(item: string): string {
  if (!needsQuotes(item)) return item;
  return `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function needsQuotes(item: string): boolean {
  if (item === '') return true;
  for (const char of item) {
    if (char === ',' || char === '"' || isPqlWhitespace(char)) return true;
  }
  return false;
}
