/** Turns ajv errors (from a precompiled or a run-time validator) into localised error items. */
import type { ErrorObject } from 'ajv';
import { errorLocaliser } from './error-localisers.ts';
import type { ValidationErrorItem } from './validation-error-item.ts';
import { toValidationLocale } from './validation-locales.ts';

/**
 * Error items with messages in `locale` (any BCP 47 tag). Uses the catalogue registered for the
 * locale, else the English one, else ajv's own text; call `loadErrorMessages` first in the browser.
 * The errors passed in are not changed.
 */
export function localiseErrors(
  errors: readonly ErrorObject[] | null | undefined,
  locale: string,
): ValidationErrorItem[] {
  const copies = (errors ?? []).map((error) => ({ ...error }));
  const localise = errorLocaliser(toValidationLocale(locale)) ?? errorLocaliser('en');
  localise?.(copies);
  return copies.map(({ instancePath, keyword, params, message }) => ({
    instancePath,
    keyword,
    params: { ...params },
    message: message ?? keyword,
  }));
}
