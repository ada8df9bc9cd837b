/** What the domain screens share: money in minor units, and saying a failed call the HTTP client has not said already. */
import { HttpError, isAbortError } from '~/lib/data';
import { formatMoney } from '~/lib/formatting/format';
import { errorColor, showSnackbar } from '~/lib/notifications/snackbar-store';
import { currencyDigits } from '~/lib/resources/field-value';

export type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** An amount in its currency's minor unit (cents; whole yen), written the reader's way. */
export function moneyText(amount: number, currency: string, language: string): string {
  return formatMoney(amount / 10 ** currencyDigits(currency), currency, language);
}

/**
 * Shows why a call failed, unless someone has already (spec section 8): 403, 404 and 500 are
 * the error screen's, a 429 the throttle toast's or the error screen's, a cancelled call is no
 * failure. Answers the message it showed, if any.
 */
export function reportFailure(error: unknown): string | undefined {
  if (isAbortError(error)) return undefined;
  if (error instanceof HttpError && [403, 404, 429, 500].includes(error.status)) return undefined;
  const message = error instanceof Error ? error.message : String(error);
  showSnackbar({ content: message, color: errorColor });
  return message;
}

/** The server's reason for a refusal in the reader's language when the portal knows its key, else as the server wrote it. */
export function reasonText(t: Translate, key: string | undefined, fallback: string | undefined, values?: Record<string, unknown>): string {
  if (key) {
    const full = `domain-actions:reasons.${key}`;
    const text = t(full, values);
    if (text !== full && text !== full.slice(full.indexOf(':') + 1) && text !== '') return text;
  }
  return fallback ?? key ?? '';
}
