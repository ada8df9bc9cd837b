/**
 * References a write sets must name records of the same account (a customer cannot point a
 * domain at another account's contact); staff may link across accounts. Catalogue tables
 * (no group_id) only need the record to exist.
 */
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import type { StatementCache } from './statement-cache.ts';

export type ReferenceCheck = (references: Readonly<Record<string, string>>, values: Readonly<Record<string, unknown>>, groupId: string, isStaff: boolean) => void;

export function createReferenceCheck(db: DatabaseSync, statements: StatementCache): ReferenceCheck {
  const grouped = new Map<string, boolean>();
  const hasGroup = (table: string) => {
    let known = grouped.get(table);
    if (known === undefined) {
      known = db.prepare('SELECT 1 AS found FROM pragma_table_info(?) WHERE name = ?').get(table, 'group_id') !== undefined;
      grouped.set(table, known);
    }
    return known;
  };
  return (references, values, groupId, isStaff) => {
    for (const [column, table] of Object.entries(references)) {
      const value = values[column];
      if (value === null || value === undefined) continue;
      const scoped = hasGroup(table);
      const row = statements.get(`SELECT ${scoped ? 'group_id' : 'id'} AS owner FROM ${table} WHERE id = ?`).get(value as string | number);
      if (!row || (scoped && !isStaff && row.owner !== groupId)) {
        throw new ApiError(400, 'invalid_reference', `${column} names no record of this account.`, { details: { field: column } });
      }
    }
  };
}
