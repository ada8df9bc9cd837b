/**
 * Checks a form's inputs: each input is read into its value, then the record as it would be
 * saved goes through the resource's precompiled validator. Messages are the form toolkit's
 * defaults (spec section 5, namespace `validation`) where one fits, else ajv-i18n's.
 */
import type { ErrorObject } from 'ajv';
import type { CompiledValidator } from '~/lib/validation/json-schema/json-text-report';
import { localiseErrors } from '~/lib/validation/json-schema/localise-errors';
import type { FormField } from './form-fields.ts';
import { readInput, type Draft, type RecordData } from './form-values.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export interface FormCheck {
  /** Every field's value as it would be saved (undefined: left empty). */
  values: RecordData;
  /** First message per field, in form order. */
  errors: Record<string, string>;
}

function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String((error.params as { missingProperty?: string }).missingProperty ?? '');
  return error.instancePath.split('/')[1]?.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The toolkit's default message for the keyword, when it has one. */
function toolkitMessage(error: ErrorObject, t: Translate): string | undefined {
  const limit = (error.params as { limit?: number }).limit;
  switch (error.keyword) {
    case 'required':
      return t('validation:required');
    case 'minLength':
      return limit === 1 ? t('validation:required') : t('validation:minLength', { 0: limit });
    case 'maxLength':
      return t('validation:maxLength', { 0: limit });
    case 'minItems':
      return t('validation:minItems');
    case 'format':
      return (error.params as { format?: string }).format === 'email' ? t('validation:email') : t('validation:format');
    case 'pattern':
      return t('validation:format');
    default:
      return undefined;
  }
}

export function messagesOf(errors: readonly ErrorObject[], locale: string, t: Translate): Record<string, string> {
  const localised = localiseErrors(errors, locale);
  const messages: Record<string, string> = {};
  errors.forEach((error, index) => {
    const field = fieldOf(error);
    if (!field || field in messages) return;
    messages[field] = toolkitMessage(error, t) ?? localised[index]?.message ?? error.keyword;
  });
  return messages;
}

export function checkForm(
  fields: readonly FormField[],
  draft: Draft,
  original: RecordData,
  validate: CompiledValidator | undefined,
  locale: string,
  t: Translate,
): FormCheck {
  const values: RecordData = {};
  const inputErrors: Record<string, string> = {};
  const candidate: RecordData = {};
  for (const field of fields) {
    const read = readInput(field, draft[field.name] ?? '', draft, original[field.name]);
    if (!read.ok) {
      inputErrors[field.name] = t(read.messageKey, read.params);
      continue;
    }
    values[field.name] = read.value;
    // A record loaded with null in a field that may not be null is not the editor's doing.
    if (read.value !== undefined && (read.value !== null || field.nullable)) candidate[field.name] = read.value;
  }
  const schemaErrors = validate && !validate(candidate) ? messagesOf(validate.errors ?? [], locale, t) : {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = inputErrors[field.name] ?? schemaErrors[field.name];
    if (message) errors[field.name] = message;
  }
  return { values, errors };
}
