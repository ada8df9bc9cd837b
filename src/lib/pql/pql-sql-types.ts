/** What the server tells the PQL compiler about its filterable fields, and what it gets back. */
import type { PqlError } from './pql-types.ts';

export type PqlFieldType = 'text' | 'number' | 'date' | 'boolean' | 'enum';

export interface PqlSqlField {
  /** A trusted SQL expression (a column or an expression over columns); never user input. */
  column: string;
  type: PqlFieldType;
  /** The allowed values of an enum field. */
  values?: readonly string[];
  /**
   * A text field's SQLite FTS5 trigram index, which LIKE matches (contains, starts_with,
   * ends_with, wildcards) use to find candidates: `table` is the FTS5 table (trusted text) and
   * `rowid` the SQL expression its rowid equals (`t.id`).
   */
  trigramIndex?: { table: string; rowid: string };
}

/** Allowed field names (as written in PQL) to their SQL description. */
export type PqlSqlFields = Readonly<Record<string, PqlSqlField>>;

export type PqlSqlParameter = string | number;

export type PqlSqlResult =
  | { ok: true; where: string; params: PqlSqlParameter[] }
  | { ok: false; error: PqlError };

/** SQLite limits expression depth (1000) and LIKE pattern length (50 000 bytes); stay well inside. */
export const pqlMaxSqlParameters = 500;
export const pqlMaxItemLength = 1000;
