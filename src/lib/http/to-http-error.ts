/** Turns whatever a request failed with (wretch's error for a non-ok answer, an abort, a network failure) into one HttpError. */
import { HttpError, abortError, isAbortError, messageOf } from './http-error.ts';
import { parseBodyText } from './response-body.ts';

interface FailedAnswer {
  status: number;
  message: string;
  response: Response;
}

/** wretch's error for an answer that is not ok: its message is the answer's body text. */
function isFailedAnswer(error: unknown): error is Error & FailedAnswer {
  return error instanceof Error && 'response' in error && error.response instanceof Response && 'status' in error && typeof error.status === 'number';
}

export function toHttpError(error: unknown, translate: (key: string) => string): HttpError {
  if (error instanceof HttpError) return error;
  if (isAbortError(error)) return abortError(translate('http:aborted'));
  if (isFailedAnswer(error)) {
    const body = parseBodyText(error.message, error.response.headers.get('content-type'));
    return new HttpError(error.status, messageOf(body, error.response.statusText || `HTTP ${error.status}`), body);
  }
  if (error instanceof TypeError) return new HttpError(0, translate('http:networkError'));
  return new HttpError(0, error instanceof Error ? error.message : String(error));
}
