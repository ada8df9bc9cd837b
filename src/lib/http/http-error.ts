/**
 * The one error every failed request rejects with (DESIGN.md section 6): the HTTP status
 * (0 when no answer arrived), a readable message and the answer's body when there was one.
 * A cancelled request has status 0 and the name AbortError.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown, name = 'HttpError') {
    super(message);
    this.name = name;
    this.status = status;
    this.body = body;
  }
}

export function abortError(message: string): HttpError {
  return new HttpError(0, message, undefined, 'AbortError');
}

/** A save refused because the record changed meanwhile: the error's body is the record as it now stands. */
export const versionConflictName = 'VersionConflict';

export function isVersionConflict(error: unknown): error is HttpError {
  return error instanceof HttpError && error.name === versionConflictName;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The server's `message` when its error body has one, else the status text. */
export function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  if (typeof body === 'string' && body.trim() !== '' && body.length <= 500) return body;
  return fallback;
}
