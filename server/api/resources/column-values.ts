/** API values as SQLite stores them: booleans as 0/1, lists and objects as JSON text. */
import type { SQLInputValue } from 'node:sqlite';
import type { ColumnDescription } from '../db/table-columns.ts';

export function columnValue(column: ColumnDescription | undefined, value: unknown): SQLInputValue {
  if (value === null || value === undefined) return null;
  if (column?.kind === 'boolean' || typeof value === 'boolean') return value === true || value === 1 ? 1 : 0;
  if (column?.kind === 'json' || typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  return String(value);
}

export function columnValues(columns: ReadonlyMap<string, ColumnDescription>, values: Readonly<Record<string, unknown>>): Record<string, SQLInputValue> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, columnValue(columns.get(name), value)]));
}
