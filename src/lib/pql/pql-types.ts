/** The PQL query model shared by the portal and the reference API. */
import type { PqlOperator } from './pql-operators.ts';

/** A condition without source positions, as a filter builder makes it and the printer reads it. */
export interface PqlTerm {
  field: string;
  operator: PqlOperator;
  /** One item, or several meaning "any of"; `between` has exactly two (from, to). */
  values: string[];
}

/**
 * A parsed condition. Positions are 0-based offsets in UTF-16 code units (JavaScript string
 * indices, which is what an input's setSelectionRange takes) of the field and of the first item.
 */
export interface PqlCondition extends PqlTerm {
  fieldPosition: number;
  valuePosition: number;
}

/** Conditions joined by `and`; an empty query is no filter. */
export type PqlQuery = PqlCondition[];

/** Why a query is refused, without where. */
export interface PqlReason {
  /** English, for people, logs and the API's answer. */
  reason: string;
  /** What the reason says, for translation (`lists:pql.reasons.<key>`, pql-reasons.ts); a reason without one reads generically. */
  key?: string;
  /** The pieces of the query the reason names (`field`, `value`, `item` …), already quoted as the English quotes them. */
  values?: Readonly<Record<string, string>>;
}

export interface PqlError extends PqlReason {
  position: number;
}

export type PqlParseResult = { ok: true; query: PqlQuery } | { ok: false; error: PqlError };
