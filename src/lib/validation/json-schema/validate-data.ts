/**
 * Schema validation with run-time compilation (server, build scripts, tests). Browser code uses
 * precompiled validators with `localiseErrors` and `reportJsonText` instead.
 */
import { compileSchema } from './ajv-runtime.ts';
import { reportJsonText } from './json-text-report.ts';
import { localiseErrors } from './localise-errors.ts';
import type { ValidationErrorItem } from './validation-error-item.ts';

export type DataValidation = { valid: true; errors: [] } | { valid: false; errors: ValidationErrorItem[] };

/** Every failure of `data` against `schema` (its `ui` keys ignored), messages in `locale`. */
export function validateData(schema: object, data: unknown, locale: string): DataValidation {
  const validate = compileSchema(schema);
  return validate(data) ? { valid: true, errors: [] } : { valid: false, errors: localiseErrors(validate.errors, locale) };
}

/** `true`, a translated parse-failure message, or the schema failures in one line. */
export function validateJsonText(schema: object, text: string, locale: string): true | string {
  return reportJsonText(text, compileSchema(schema), locale);
}
