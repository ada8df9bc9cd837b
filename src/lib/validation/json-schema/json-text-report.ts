/**
 * The one-line verdict on JSON text typed by a user (spec section 5): a translated parse
 * message, or the schema failures as "path message[: allowed, values]" joined by commas,
 * or `true`. Works with any compiled validator, so the browser can use a precompiled one.
 */
import type { ErrorObject } from 'ajv';
import { validationMessage, type ValidationMessageKey } from '../validation-messages.ts';
import { localiseErrors } from './localise-errors.ts';
import { parseJsonText, type JsonParseFailureKind } from './parse-json-text.ts';
import type { ValidationErrorItem } from './validation-error-item.ts';

/** A validator compiled by ajv, at run time or ahead of time (standalone). */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const parseFailureKeys: Readonly<Record<JsonParseFailureKind, ValidationMessageKey>> = {
  unexpectedToken: 'jsonUnexpectedToken',
  unexpectedNonWhitespace: 'jsonUnexpectedNonWhitespace',
  unexpectedEnd: 'jsonUnexpectedEnd',
  invalidCharacter: 'jsonInvalidCharacter',
  parseError: 'jsonParseError',
};

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function formatItem({ instancePath, message, keyword, params }: ValidationErrorItem): string {
  const text = instancePath ? `${instancePath} ${message}` : message;
  const allowed = keyword === 'enum' ? params.allowedValues : undefined;
  return allowed ? `${text}: ${allowed.map(formatValue).join(', ')}` : text;
}

/** Error items as one line: "path message" each, enum failures followed by the allowed values. */
export function formatErrorItems(items: readonly ValidationErrorItem[]): string {
  return items.map(formatItem).join(', ');
}

/** Parse-failure texts exist in en, es and ja (the UI languages); other locales get English. */
export function reportJsonText(text: string, validate: CompiledValidator, locale: string): true | string {
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    const message = validationMessage(parseFailureKeys[parsed.kind], locale);
    return parsed.location
      ? validationMessage('jsonErrorLocation', locale, { message, ...parsed.location })
      : message;
  }
  return validate(parsed.value) ? true : formatErrorItems(localiseErrors(validate.errors, locale));
}

/** Syntax only, for text whose schema the API checks (a schema known only at run time). */
export function reportJsonSyntax(text: string, locale: string): true | string {
  return reportJsonText(text, () => true, locale);
}
