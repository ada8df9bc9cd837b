/**
 * Drops free text that looks like markup or script (spec section 5). Defence in depth only:
 * React escapes text and the CSP forbids inline script.
 */

// Whole words only, so "subscription", "description" and "imgur" survive.
const unsafe = /[<>]|(?<![a-z])(?:onerror|script|img)(?![a-z])/i;

export function isUnsafeText(text: string): boolean {
  return unsafe.test(text);
}

/** The text itself, or an empty string when it is unsafe. */
export function sanitiseText(text: string): string {
  return isUnsafeText(text) ? '' : text;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of plain data (objects, arrays, primitives) with every string sanitised, in values
 * and nested values alike; keys, class instances and the input are left untouched.
 */
export function sanitiseStrings<T>(value: T): T {
  if (typeof value === 'string') return sanitiseText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => sanitiseStrings(item)) as T;
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitiseStrings(item)])) as T;
  }
  return value;
}
