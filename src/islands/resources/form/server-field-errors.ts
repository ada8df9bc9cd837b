/**
 * What the API refused, attached to the form's fields: a schema failure (400
 * validation_failed, re-worded like the form's own checks), a reference naming no record of
 * the account (400 invalid_reference), a rule of the record beyond its schema (400 invalid_field:
 * a key of `records:fieldRules` with its values, else the API's English) and a value another
 * record already has (409 duplicate).
 * Anything else, or a failure on a field the form does not show, is left to the general message.
 */
import type { ErrorObject } from 'ajv';
import { HttpError } from '~/lib/data/errors';
import { knownText } from '~/lib/formatting/known-text';
import type { FormField } from './form-fields.ts';
import { messagesOf, onField } from './validate-form.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function serverFieldErrors(error: unknown, fields: readonly FormField[], locale: string, t: Translate): Record<string, string> {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return {};
  const body = error.body;
  let messages: Record<string, string> = {};
  if (error.status === 400 && body.code === 'validation_failed' && Array.isArray(body.errors)) {
    messages = messagesOf(body.errors.filter(isRecord) as unknown as ErrorObject[], fields, locale, t);
  } else if (error.status === 400 && body.code === 'invalid_reference' && typeof body.field === 'string') {
    messages = { [body.field]: onField(body.field, undefined, t('records:invalidReference'), t) };
  } else if (error.status === 400 && body.code === 'invalid_field' && typeof body.field === 'string') {
    const values = isRecord(body.values) ? body.values : {};
    const said = typeof body.key === 'string' ? knownText(t, `records:fieldRules.${body.key}`, values) : undefined;
    messages = { [body.field]: onField(body.field, undefined, said ?? String(body.message ?? ''), t) };
  } else if (error.status === 409 && body.code === 'duplicate' && Array.isArray(body.fields)) {
    messages = Object.fromEntries(body.fields.filter((field): field is string => typeof field === 'string').map((field) => [field, onField(field, undefined, t('records:duplicate'), t)]));
  }
  const shown = new Set(fields.map((field) => field.name));
  return Object.fromEntries(Object.entries(messages).filter(([field]) => shown.has(field)));
}
