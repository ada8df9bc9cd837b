/**
 * Describes a table's columns as the API presents them, read from the schema itself:
 * INTEGER columns constrained to (0, 1) are booleans, TEXT columns checked with json_valid
 * hold JSON. Lets generic code turn rows into API records and back without a second list.
 */
import type { DatabaseSync } from 'node:sqlite';

export interface ColumnDescription {
  name: string;
  sqlType: string;
  kind: 'integer' | 'real' | 'text' | 'boolean' | 'json';
  nullable: boolean;
  primaryKey: boolean;
  hasDefault: boolean;
}

export function describeTable(db: DatabaseSync, table: string): ColumnDescription[] {
  const definition = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  if (!definition) throw new Error(`no table ${table}`);
  const sql = String(definition.sql);
  return db.prepare('SELECT name, type, "notnull" AS not_null, dflt_value, pk FROM pragma_table_info(?)').all(table).map((column) => {
    const name = String(column.name);
    const sqlType = String(column.type).toUpperCase();
    const isBoolean = new RegExp(`CHECK \\(${name} IN \\(0, 1\\)\\)`).test(sql);
    const isJson = new RegExp(`json_valid\\(${name}\\)`).test(sql);
    const kind = isBoolean ? 'boolean' : isJson ? 'json' : sqlType === 'INTEGER' ? 'integer' : sqlType === 'REAL' ? 'real' : 'text';
    return {
      name,
      sqlType,
      kind,
      nullable: Number(column.not_null) === 0 && Number(column.pk) === 0,
      primaryKey: Number(column.pk) > 0,
      hasDefault: column.dflt_value !== null,
    };
  });
}

/** A stored row as the API shows it: booleans as true/false, JSON columns parsed. */
export function rowToRecord(columns: readonly ColumnDescription[], row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const column of columns) {
    if (!(column.name in row)) continue;
    const value = row[column.name];
    if (value === null || value === undefined) record[column.name] = null;
    else if (column.kind === 'boolean') record[column.name] = value === 1 || value === 1n;
    else if (column.kind === 'json') record[column.name] = JSON.parse(String(value));
    else record[column.name] = value;
  }
  return record;
}
