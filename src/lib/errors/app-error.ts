/**
 * The one application error (spec section 4, "Error screen"). Any island or module raises it;
 * while it is set the error screen replaces the page.
 */
import { atom } from 'nanostores';

export interface AppError {
  statusCode?: number;
  /** Shown in a code block under the explanation: a message, or data the server sent. */
  value?: unknown;
}

export const $appError = atom<AppError | null>(null);

/**
 * Shows the error screen. While one is shown, a later error only goes to the console: the first
 * is the cause (a page found invalid need not then show its islands' failed calls).
 */
export function raiseAppError(error: AppError): void {
  console.error('Application error', error.statusCode ?? '', error.value ?? '');
  if (!$appError.get()) $appError.set(error);
}

export function clearAppError(): void {
  $appError.set(null);
}

/** The explanation an error screen gives for a status (spec section 2). */
export type ErrorScreenKind = 'access-denied' | 'not-found' | 'too-many-requests' | 'general';

export function errorScreenKind(statusCode: number | undefined): ErrorScreenKind {
  if (statusCode === 403) return 'access-denied';
  if (statusCode === 404) return 'not-found';
  if (statusCode === 429) return 'too-many-requests';
  return 'general';
}

export function supportMailto(address: string, statusCode: number): string {
  return `mailto:${address}?subject=${encodeURIComponent(`${statusCode} error`)}`;
}

export function formatErrorValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}
