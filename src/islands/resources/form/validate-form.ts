/**
 * Checks a form's inputs: each input is read into its value, then the record as it would be
 * saved goes through the resource's precompiled validator. Every message names its field (and
 * the item of a list: "Name servers #2: not a host name") and says what is expected, in the
 * reader's language: the form toolkit's defaults (spec section 5, namespace `validation`) where
 * one fits, else the portal's reading of the constraint (`records:problems`, `records:expects`),
 * else ajv-i18n's.
 */
import type { ErrorObject } from 'ajv';
import { formatNumber } from '~/lib/formatting/format';
import { knownText } from '~/lib/formatting/known-text';
import { fieldLabel } from '~/lib/resources/declaration-parts';
import { enumValueText } from '~/lib/resources/field-value';
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

/** The index of the list item the error is about, when it is about one. */
function itemOf(error: ErrorObject): number | undefined {
  const part = error.instancePath.split('/')[2];
  return part !== undefined && /^\d+$/.test(part) ? Number(part) : undefined;
}

const readableFormats = new Set(['ipv4', 'ipv6', 'hostname', 'date', 'date-time', 'time', 'uri']);
const readableTypes = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object']);

/** What the constraint asks for, in words; undefined when the portal has no reading of it. */
function problemOf(error: ErrorObject, field: FormField | undefined, locale: string, t: Translate): string | undefined {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? formatNumber(params.limit, locale) : String(params.limit);
  switch (error.keyword) {
    case 'required':
      return t('validation:required');
    case 'minLength':
      return params.limit === 1 ? t('validation:required') : t('validation:minLength', { 0: params.limit });
    case 'maxLength':
      return t('validation:maxLength', { 0: params.limit });
    case 'minItems':
      return t('validation:minItems');
    case 'format': {
      const format = String(params.format);
      if (format === 'email') return t('validation:email');
      return readableFormats.has(format) ? t(`records:problems.format.${format}`) : t('validation:format');
    }
    case 'pattern':
      return (field?.expects && knownText(t, `records:expects.${field.expects}`)) || t('validation:format');
    case 'enum': {
      const allowed = ((params.allowedValues ?? []) as unknown[]).filter((value) => value !== null).map((value) => enumValueText(String(value), t));
      return t('records:problems.enum', { values: new Intl.ListFormat(locale, { type: 'disjunction' }).format(allowed) });
    }
    case 'type': {
      const type = String(params.type).split(',')[0]!;
      return readableTypes.has(type) ? t(`records:problems.type.${type}`) : undefined;
    }
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return t(`records:problems.${error.keyword}`, { limit });
    case 'uniqueItems':
      return t('records:problems.uniqueItems', { first: Number(params.j) + 1, second: Number(params.i) + 1 });
    default:
      return undefined;
  }
}

/** A problem said with the field it is on (and the item of a list). */
export function onField(field: string, item: number | undefined, problem: string, t: Translate): string {
  const label = t(fieldLabel(field));
  return item === undefined ? t('records:fieldProblem', { field: label, problem }) : t('records:itemProblem', { field: label, position: item + 1, problem });
}

export function messagesOf(errors: readonly ErrorObject[], fields: readonly FormField[], locale: string, t: Translate): Record<string, string> {
  const localised = localiseErrors(errors, locale);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const messages: Record<string, string> = {};
  errors.forEach((error, index) => {
    const field = fieldOf(error);
    if (!field || field in messages) return;
    const problem = problemOf(error, byName.get(field), locale, t) ?? localised[index]?.message ?? error.keyword;
    messages[field] = onField(field, itemOf(error), problem, t);
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
      inputErrors[field.name] = onField(field.name, undefined, t(read.messageKey, read.params), t);
      continue;
    }
    values[field.name] = read.value;
    // A record loaded with null in a field that may not be null is not the editor's doing.
    if (read.value !== undefined && (read.value !== null || field.nullable)) candidate[field.name] = read.value;
  }
  const schemaErrors = validate && !validate(candidate) ? messagesOf(validate.errors ?? [], fields, locale, t) : {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = inputErrors[field.name] ?? schemaErrors[field.name];
    if (message) errors[field.name] = message;
  }
  return { values, errors };
}
