/**
 * The portal filter builder's side of PQL (DESIGN.md section 7): `contains v` is sent as
 * `equals *v*`, `starts_with v` as `equals v*`, `ends_with v` as `equals *v`, and `equals v`
 * as an exact `equals`, with `*` and `\` in the user's text escaped.
 */
import { isPqlMatchOperator, type PqlOperator } from './pql-operators.ts';
import type { PqlTerm } from './pql-types.ts';
import { escapeWildcards, wildcardPattern } from './wildcard-pattern.ts';

/** A filter as the user sees it: the values are literal text. */
export interface PqlFilter {
  field: string;
  operator: PqlOperator;
  values: string[];
}

export function conditionFromFilter(field: string, operator: PqlOperator, value: string | readonly string[]): PqlTerm {
  const values = typeof value === 'string' ? [value] : [...value];
  if (operator === 'equals' || isPqlMatchOperator(operator)) {
    return { field, operator: 'equals', values: values.map((item) => wildcardItem(operator, item)) };
  }
  return { field, operator, values };
}

function wildcardItem(operator: 'equals' | 'contains' | 'starts_with' | 'ends_with', literal: string): string {
  const escaped = escapeWildcards(literal);
  if (operator === 'contains') return `*${escaped}*`;
  if (operator === 'starts_with') return `${escaped}*`;
  if (operator === 'ends_with') return `*${escaped}`;
  return escaped;
}

/**
 * The builder filter that produces `term`, or undefined when the builder cannot show it
 * (a wildcard in the middle, or list items of different kinds). A lone `*` reads back as
 * `starts_with ""`, which matches the same rows as `ends_with ""`.
 */
export function filterFromCondition(term: PqlTerm): PqlFilter | undefined {
  if (term.operator !== 'equals') return { field: term.field, operator: term.operator, values: [...term.values] };
  const read = term.values.map(builderItem);
  const operator = read[0]?.operator;
  if (!operator || read.some((item) => item === undefined || item.operator !== operator)) return undefined;
  return { field: term.field, operator, values: read.map((item) => item?.literal ?? '') };
}

type BuilderItem = { operator: 'equals' | 'contains' | 'starts_with' | 'ends_with'; literal: string } | undefined;

function builderItem(item: string): BuilderItem {
  const { literals } = wildcardPattern(item);
  const [first, second, third] = literals;
  if (literals.length === 1) return { operator: 'equals', literal: first ?? '' };
  if (literals.length === 3 && first === '' && third === '') return { operator: 'contains', literal: second ?? '' };
  if (literals.length === 2 && second === '') return { operator: 'starts_with', literal: first ?? '' };
  if (literals.length === 2 && first === '') return { operator: 'ends_with', literal: second ?? '' };
  return undefined;
}
