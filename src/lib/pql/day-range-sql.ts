/**
 * A date-only value compared with a date field's day, written on the column itself so that an
 * index on the column serves it (`substr(column, 1, 10) < ?` reads every row). ISO text orders as
 * its day comes first, and `day + '~'` sorts after every text of that day (a time, a zone, `Z`:
 * all below `~`), so: the day part below D is the column below D; at most D is below D~; above D
 * is above D~; from D1 to D2 is at least D1 and below D2~. NULL compares as it did: never.
 */
import type { PqlComparisonOperator } from './pql-operators.ts';
import type { PqlSqlParameter } from './pql-sql-types.ts';
import type { SqlClause } from './sql-like.ts';

const endOfDay = (day: PqlSqlParameter): string => `${day}~`;

export function dayComparisonSql(column: string, operator: PqlComparisonOperator, day: PqlSqlParameter): SqlClause {
  switch (operator) {
    case 'less_than':
      return { sql: `${column} < ?`, params: [day] };
    case 'less_than_and_including':
      return { sql: `${column} < ?`, params: [endOfDay(day)] };
    case 'greater_than':
      return { sql: `${column} > ?`, params: [endOfDay(day)] };
    case 'greater_than_and_including':
      return { sql: `${column} >= ?`, params: [day] };
  }
}

export function dayBetweenSql(column: string, from: PqlSqlParameter, to: PqlSqlParameter): SqlClause {
  return { sql: `(${column} >= ? AND ${column} < ?)`, params: [from, endOfDay(to)] };
}
