import { HttpError } from '~/lib/data/errors';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** What a failed sign-in step tells the user: our words for the usual cases, the server's for the rest. */
export function describeSignInError(error: unknown, t: Translate, wrong: 'auth:wrongCredentials' | 'auth:wrongCode'): string {
  if (error instanceof HttpError) {
    if (error.status === 401 || (error.status === 422 && wrong === 'auth:wrongCode')) return t(wrong);
    if (error.status === 429) return t('auth:tooManyAttempts');
    if (error.status === 0 && error.name !== 'AbortError') return t('auth:unreachable');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
