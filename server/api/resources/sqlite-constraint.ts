/**
 * SQLite constraint failures of a write as API errors (a clash is the caller's, not a 500).
 * The answer names fields, never SQL: SQLite's message carries `table.column` lists, index
 * names or a CHECK's expression, which are the storage's business.
 */
import { ApiError } from '../http/api-error.ts';

/** SQLite's extended result codes (sqlite.org/rescode.html); all share the primary code 19. */
const constraintCode = 19;
const uniqueCodes = new Set([1555, 2067]);
const foreignKeyCode = 787;
const notNullCode = 1299;

interface SqliteError {
  errcode: number;
  message: string;
}

function isSqliteError(error: unknown): error is SqliteError {
  return error instanceof Error && (error as Error & { code?: unknown }).code === 'ERR_SQLITE_ERROR' && typeof (error as Error & { errcode?: unknown }).errcode === 'number';
}

/** The columns of a `table.column, table.column` list; none for any other form (`index 'name'`). */
function columnsOf(message: string): string[] {
  const list = message.replace(/^[^:]*:\s*/, '');
  const columns = list.split(',').map((entry) => /^\s*\w+\.(\w+)\s*$/.exec(entry)?.[1]);
  return columns.every((column) => column !== undefined) ? (columns as string[]) : [];
}

export function constraintError(error: unknown): ApiError | null {
  if (!isSqliteError(error) || (error.errcode & 0xff) !== constraintCode) return null;
  if (uniqueCodes.has(error.errcode)) {
    const fields = columnsOf(error.message);
    const message = fields.length ? `Another record already has this ${fields.join(', ')}.` : 'Another record already has these values.';
    return new ApiError(409, 'duplicate', message, { details: { fields } });
  }
  if (error.errcode === foreignKeyCode) {
    return new ApiError(409, 'in_use', 'Other records still refer to this one, or a reference names no record.');
  }
  if (error.errcode === notNullCode) {
    const fields = columnsOf(error.message);
    return new ApiError(400, 'constraint_failed', fields.length ? `The field ${fields.join(', ')} needs a value.` : 'A field needs a value.', { details: { fields } });
  }
  return new ApiError(400, 'constraint_failed', 'A value breaks a rule of the data model.');
}
