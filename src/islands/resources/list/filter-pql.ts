/**
 * The filter builder's result as PQL (DESIGN.md section 7): one condition per filter, joined
 * to the conditions already in the filter string; a comma-separated value is a list (any of),
 * `between` takes a from and a to, several ticked choices are a list too, and the word operators
 * go out as `equals` with wildcards.
 */
import { conditionFromFilter, filterFromCondition, parsePql, printPql, type PqlOperator, type PqlTerm } from '~/lib/pql';

export interface BuilderFilter {
  field: string;
  operator: PqlOperator;
  /** The text typed or chosen; for `between`, the lower end. */
  value: string;
  /** The upper end of `between`. */
  valueTo?: string;
  /** Values ticked in a list of choices (an enum's); when given, `value` is not read. */
  chosen?: readonly string[];
}

const builderProblems = ['needValue', 'needTwo', 'needChoice'] as const;
export type BuilderProblem = (typeof builderProblems)[number];

export function isBuilderProblem(result: unknown): result is BuilderProblem {
  return (builderProblems as readonly unknown[]).includes(result);
}

export function builderValues(filter: BuilderFilter): string[] | BuilderProblem {
  if (filter.chosen) return filter.chosen.length > 0 ? [...filter.chosen] : 'needChoice';
  if (filter.operator === 'between') {
    const from = filter.value.trim();
    const to = filter.valueTo?.trim() ?? '';
    return from && to ? [from, to] : 'needTwo';
  }
  const items = filter.value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return items.length > 0 ? items : 'needValue';
}

/** The condition a builder filter makes, or what is missing for one. */
export function builderCondition(filter: BuilderFilter): PqlTerm | BuilderProblem {
  const values = builderValues(filter);
  return typeof values === 'string' ? values : conditionFromFilter(filter.field, filter.operator, values);
}

/** The terms of a filter string; an invalid one has none the builder can add to. */
export function termsOf(pql: string | undefined): PqlTerm[] | undefined {
  const parsed = parsePql(pql ?? '');
  return parsed.ok ? parsed.query.map(({ field, operator, values }) => ({ field, operator, values })) : undefined;
}

export function withBuilderFilter(pql: string | undefined, filter: BuilderFilter): string | BuilderProblem {
  const condition = builderCondition(filter);
  if (typeof condition === 'string') return condition;
  return printPql([...(termsOf(pql) ?? []), condition]);
}

export function withoutTerm(pql: string | undefined, index: number): string {
  return printPql((termsOf(pql) ?? []).filter((_, position) => position !== index));
}

/** A condition as the builder would show it (`name contains shop`), for the filter chips. */
export function describeTerm(term: PqlTerm): { field: string; operator: PqlOperator; values: string[] } {
  return filterFromCondition(term) ?? term;
}
