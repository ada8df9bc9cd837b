/** The PQL module (DESIGN.md section 7): one parser, printer and SQL compiler for portal and server. */
export { pqlOperators, isPqlOperator, type PqlOperator } from './pql-operators.ts';
export type { PqlCondition, PqlError, PqlParseResult, PqlQuery, PqlTerm } from './pql-types.ts';
export { isPqlFieldName } from './pql-field-name.ts';
export { parsePql } from './parse-pql.ts';
export { pqlError, type PqlReasonKey } from './pql-reasons.ts';
export { quoteForReason } from './pql-text.ts';
export { printPql, printPqlItem } from './print-pql.ts';
export { escapeWildcards, wildcardPattern, type WildcardPattern } from './wildcard-pattern.ts';
export { conditionFromFilter, filterFromCondition, type PqlFilter } from './filter-builder.ts';
export { compilePqlToSql } from './compile-pql-to-sql.ts';
export {
  pqlMaxItemLength,
  pqlMaxSqlParameters,
  type PqlFieldType,
  type PqlSqlField,
  type PqlSqlFields,
  type PqlSqlParameter,
  type PqlSqlResult,
} from './pql-sql-types.ts';
