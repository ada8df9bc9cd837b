/**
 * PQL selecting a row's records (ReportRow.pql), written with the shared printer so the portal
 * can AND it with the report's filter and open the filtered list: `tld equals com`,
 * `expires_at greater_than_and_including 2027-01-01 and expires_at less_than 2028-01-01`.
 * Text values are escaped (a `*` in an issuer's name is not a wildcard).
 */
import { conditionFromFilter, printPql, type PqlTerm } from '../../../src/lib/pql/index.ts';

export function equalsTerm(field: string, value: string | readonly string[]): PqlTerm {
  return conditionFromFilter(field, 'equals', value);
}

/** `field >= from and field < before` (either end may be left open), for dates and numbers. */
export function rangeTerms(field: string, from: string | null, before: string | null): PqlTerm[] {
  return [
    ...(from === null ? [] : [{ field, operator: 'greater_than_and_including' as const, values: [from] }]),
    ...(before === null ? [] : [{ field, operator: 'less_than' as const, values: [before] }]),
  ];
}

export function betweenTerm(field: string, from: string, to: string): PqlTerm {
  return { field, operator: 'between', values: [from, to] };
}

export function pqlOf(...terms: readonly (PqlTerm | readonly PqlTerm[])[]): string {
  return printPql(terms.flat());
}
