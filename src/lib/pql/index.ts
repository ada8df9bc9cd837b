/** The PQL module (DESIGN.md section 7): one parser, printer and SQL compiler for portal and server. */
export { pqlOperators, isPqlOperator, type PqlOperator } from './pql-operators.ts';
export type { PqlCondition, PqlError, PqlParseResult, PqlQuery, PqlReason, PqlTerm } from './pql-types.ts';
export { isPqlFieldName } from './pql-field-name.ts';
export { parsePql } from './parse-pql.ts';
export { pqlError, pqlReason, type PqlReasonKey } from './pql-reasons.ts';
export { quoteForReason } from './pql-text.ts';
export { printPql, printPqlItem } from './print-pql.ts';
export { escapeWildcards, wildcardPattern, type WildcardPattern } from './wildcard-pattern.ts';
export { conditionFromFilter, filterFromCondition, type PqlFilter } from './filter-builder.ts';
export { compilePqlToSql, type PqlSqlOptions } from './compile-pql-to-sql.ts';
export { malformedRelativeDate, readRelativeDate, type RelativeDate, type RelativeDateRead } from './read-relative-date.ts';
export { resolveRelativeDate } from './resolve-relative-date.ts';
export {
  pqlMaxItemLength,
  pqlMaxSqlParameters,
  type PqlFieldType,
  type PqlSqlField,
  type PqlSqlFields,
  type PqlSqlParameter,
  type PqlSqlResult,
} from './pql-sql-types.ts';
