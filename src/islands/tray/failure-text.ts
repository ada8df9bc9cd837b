/**
 * A refused job call said in the dialog, where the user's choices stay as they were: a schema
 * failure (400 `validation_failed`) item by item in the reader's language (the API writes them
 * so, from the Accept-Language the HTTP client sends), an unknown action, nothing to retry, or
 * the server's message. A cancelled call is no failure. Pure.
 */
import { HttpError, isAbortError } from '~/lib/data/errors';
import type { Translate } from '~/lib/tray/job-words';

export interface FailureText {
  message: string;
  /** The refused choices, one line each. */
  details: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/options/nameservers/2` → `nameservers/2`: where in the choices, without the body's wrapping. */
function placeOf(item: Record<string, unknown>): string {
  const base = typeof item.instancePath === 'string' ? item.instancePath : typeof item.path === 'string' ? item.path : '';
  const params = isRecord(item.params) ? item.params : {};
  const path = typeof params.missingProperty === 'string' ? `${base}/${params.missingProperty}` : base;
  return path.replace(/^\/?options\/?/, '').replace(/^\//, '');
}

export function failureText(error: unknown, t: Translate): FailureText | undefined {
  if (isAbortError(error)) return undefined;
  if (!(error instanceof HttpError)) return { message: error instanceof Error ? error.message : String(error), details: [] };
  const body = isRecord(error.body) ? error.body : {};
  if (error.status === 400 && body.code === 'validation_failed' && Array.isArray(body.errors)) {
    const details = body.errors.filter(isRecord).map((item) => {
      const place = placeOf(item);
      const message = typeof item.message === 'string' ? item.message : String(item.keyword ?? '');
      return place ? `${place}: ${message}` : message;
    });
    return { message: t('tray:dialog.problems'), details };
  }
  if (error.status === 400 && body.code === 'unknown_action') return { message: t('tray:dialog.unknownAction'), details: [] };
  if (error.status === 409 && body.code === 'nothing_to_retry') return { message: t('tray:dialog.nothingToRetry'), details: [] };
  return { message: error.message, details: [] };
}
