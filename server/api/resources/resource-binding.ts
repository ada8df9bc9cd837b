/**
 * How a declared resource (src/lib/resources) maps onto SQLite: its table, the SQL of fields
 * that are not plain columns (dotted fields through joins or json_extract), how a nested path
 * is scoped to its parent, which references must stay inside the account, and the few
 * values the server fills in on create. The table's own columns need no listing: they are
 * read from the schema (db/table-columns.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { RequestAuth } from '../auth/authenticate.ts';

export interface ComputedField {
  /** A trusted SQL expression over the table (alias `t`) and the named join. */
  sql: string;
  join?: string;
}

export interface ParentBinding {
  /** The route parameter carrying the parent's id (`domainId`). */
  parameter: string;
  /** The parent's table; the parent must exist in the caller's scope. */
  table: string;
  /** Whether the parent table is a shared catalogue (no group_id). */
  catalogue?: boolean;
  /** The column of this table that holds the link value. */
  column: string;
  /** SQL turning the parent id into the link value (a domain's zone id); the parent id itself when absent. */
  linkSql?: string;
  /** A condition replacing `t.<column> = ?`; its one parameter is the link value. */
  condition?: string;
}

export interface WriteContext {
  db: DatabaseSync;
  auth: RequestAuth;
  now: string;
  /** The account the record belongs to. */
  groupId: string;
  /** The record before the change (updates only). */
  before?: Record<string, unknown>;
  /** A nested record's parent link value (a glue record's domain id), as the create will store it. */
  parentValue?: unknown;
}

export interface ResourceBinding {
  /** The declaration's name. */
  resource: string;
  table: string;
  /** `resource_type` of its audit entries (`domain`, `dns_record` …). */
  auditType: string;
  /** A shared catalogue table without group_id. */
  catalogue?: boolean;
  /**
   * Records are the caller's own (`user_id`) in the context's account only, for staff too: the
   * generic reads and removals see nothing else, and the record log only the caller's entries.
   * Such records are added by routes of their own (the generic create does not fill user_id).
   */
  perUser?: boolean;
  /** Columns never shown (password hashes …). */
  hidden?: readonly string[];
  /** Join clauses by name, used only when a requested field needs them. */
  joins?: Readonly<Record<string, string>>;
  /** Fields that are not plain columns, by API name. */
  computed?: Readonly<Record<string, ComputedField>>;
  /** Text fields with an FTS5 trigram index (a migration's), field → index table whose rowid is `t.id`. */
  trigramIndexes?: Readonly<Record<string, string>>;
  /** A trusted SQL condition (over alias `t`) every record of the resource meets: a view of part of a table. */
  where?: string;
  /** Column values every record of the resource has (and gets on create). */
  fixed?: Readonly<Record<string, string | number>>;
  parent?: ParentBinding;
  /** Writable reference columns → the table they point into (checked to be in the same account). */
  references?: Readonly<Record<string, string>>;
  /** Server-filled values on create (generated ids, references, defaults that depend on now). */
  prepareCreate?(values: Record<string, unknown>, context: WriteContext): Record<string, unknown>;
  /** Refuses a create or an update the schema cannot judge (throws an ApiError). */
  checkWrite?(values: Record<string, unknown>, context: WriteContext): void;
  /**
   * What else a create or an update writes, in its transaction, once the row is written (a case's
   * timeline); `record` is the record as written, `context.before` the record before an update.
   */
  afterWrite?(record: Readonly<Record<string, unknown>>, context: WriteContext): void;
  /** Refuses a deletion (throws an ApiError); `context.before` is the record. */
  checkRemove?(context: WriteContext): void;
}
