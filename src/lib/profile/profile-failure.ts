/**
 * What a refused profile call says, from the API's error code: the codes the profile's routes
 * answer have words of their own (`profile:errors.<code>`); anything else says the server's
 * message. 403, 404, 429 and 500 are the error screen's (spec section 8) and a cancelled call is
 * no failure: those answer undefined. Pure.
 */
import { HttpError, isAbortError } from '../data/errors.ts';

export const profileErrorCodes = [
  'wrong_password', 'password_unchanged', 'current_password_required', 'invalid_code', 'two_factor_not_pending',
  'two_factor_enabled', 'two_factor_not_enabled', 'current_session', 'duplicate', 'sso_user', 'validation_failed',
] as const;

export type ProfileFailure = { key: (typeof profileErrorCodes)[number] } | { message: string };

export function profileFailure(error: unknown): ProfileFailure | undefined {
  if (isAbortError(error)) return undefined;
  if (!(error instanceof HttpError)) return { message: error instanceof Error ? error.message : String(error) };
  if ([403, 404, 429, 500].includes(error.status)) return undefined;
  const body = error.body;
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  const known = profileErrorCodes.find((name) => name === code);
  return known ? { key: known } : { message: error.message };
}
