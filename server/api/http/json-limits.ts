/**
 * Limits on what a JSON body may hold (DESIGN.md section 10: bad input gets a clear message).
 * Free-form values (a profile's pulse_configuration, a record's settings, tags or nameservers)
 * are stored as JSON text; nesting thousands deep overflowed the stack and SQLite's own JSON
 * depth, and answered 500. Depth is measured on the text before it is parsed, so a hostile body
 * never reaches a recursive parser.
 */
import { ApiError } from './api-error.ts';

/** Containers inside containers, the body itself being depth 1. */
export const maxJsonDepth = 32;
/** Bytes of one object or array field of a body, written as JSON. */
export const maxJsonFieldBytes = 32 * 1024;

const opening = new Set(['{', '[']);
const closing = new Set(['}', ']']);

/** The deepest nesting of objects and arrays in JSON text (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (opening.has(character)) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (closing.has(character)) {
      depth -= 1;
    }
  }
  return deepest;
}

export function tooDeepError(text: string): ApiError | null {
  if (jsonDepth(text) <= maxJsonDepth) return null;
  return new ApiError(400, 'json_too_deep', `The body nests objects and arrays more than ${maxJsonDepth} deep.`, { details: { max_depth: maxJsonDepth } });
}

/** The first object or array field of the body longer than the limit, as an error. */
export function tooLargeFieldError(body: unknown): ApiError | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  for (const [field, value] of Object.entries(body)) {
    if (value === null || typeof value !== 'object') continue;
    if (Buffer.byteLength(JSON.stringify(value)) > maxJsonFieldBytes) {
      return new ApiError(400, 'json_too_large', `The field ${field} is larger than ${maxJsonFieldBytes / 1024} KB.`, {
        details: { field, max_bytes: maxJsonFieldBytes },
      });
    }
  }
  return null;
}
