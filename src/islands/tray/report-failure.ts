/**
 * Says a failed tray call in the snackbar, unless someone has already (spec section 8): 403,
 * 404, 429 and 500 are the error screen's, a cancelled call is no failure.
 */
import { HttpError, isAbortError } from '~/lib/data/errors';
import { errorColor, showSnackbar } from '~/lib/notifications/snackbar-store';

export function reportFailure(error: unknown, content: string): void {
  if (isAbortError(error)) return;
  if (error instanceof HttpError && [403, 404, 429, 500].includes(error.status)) return;
  showSnackbar({ content, color: errorColor, ...(error instanceof Error ? { subtitle: error.message } : {}) });
}
