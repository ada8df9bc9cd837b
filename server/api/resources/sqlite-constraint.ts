/** SQLite constraint failures of a write as API errors (a clash is the caller's, not a 500). */
import { ApiError } from '../http/api-error.ts';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function constraintError(error: unknown): ApiError | null {
  const message = messageOf(error);
  if (/UNIQUE constraint failed/i.test(message)) {
    const fields = message.replace(/^.*UNIQUE constraint failed:\s*/i, '').split(',').map((entry) => entry.trim().replace(/^\w+\./, ''));
    return new ApiError(409, 'duplicate', `Another record already has this ${fields.join(', ')}.`, { details: { fields } });
  }
  if (/FOREIGN KEY constraint failed/i.test(message)) {
    return new ApiError(409, 'in_use', 'Other records still refer to this one, or a reference names no record.');
  }
  if (/CHECK constraint failed/i.test(message) || /NOT NULL constraint failed/i.test(message)) {
    return new ApiError(400, 'constraint_failed', `The record breaks a rule of the data model (${message.replace(/^.*failed:\s*/i, '')}).`);
  }
  return null;
}
