/**
 * A prepared INSERT for a fixed column list. Values are converted for SQLite: booleans to
 * 0/1, undefined to NULL, arrays and objects to JSON text.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

export type RowValues = Record<string, unknown>;
export type InsertRow = (row: RowValues) => number;

export function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  return JSON.stringify(value);
}

export function prepareInsert(db: DatabaseSync, table: string, columns: readonly string[]): InsertRow {
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return (row) => {
    const values = columns.map((column) => toSqlValue(row[column]));
    return Number(statement.run(...values).lastInsertRowid);
  };
}
