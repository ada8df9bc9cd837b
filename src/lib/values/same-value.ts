/**
 * Whether two field values are the same (spec section 3: "an empty value and a missing value
 * count as equal"), for every comparison of versions: changed address and contact fields, what
 * a save sends, the conflict view, audit entry differences, the unsaved-changes guard.
 *
 * - undefined, null, '' and [] are all "no value", and equal one another;
 * - arrays are equal item by item, objects key by key (a key missing on one side counts as
 *   no value, so `{ a: null }` equals `{}`);
 * - a boolean equals the number the API stores it as (true = 1, false = 0);
 * - otherwise types count: 5 and '5' differ (a TXT value '1' is not the number 1), and text is
 *   compared exactly (case and spaces matter).
 */
export function isNoValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameBoolean(a: unknown, b: unknown): boolean {
  const [flag, other] = typeof a === 'boolean' ? [a, b] : [b as boolean, a];
  return typeof other === 'number' ? other === (flag ? 1 : 0) : other === flag;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (isNoValue(a) || isNoValue(b)) return isNoValue(a) && isNoValue(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return sameBoolean(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => sameValue(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** The names of the fields whose values differ, in order of first appearance (first `a`'s, then `b`'s). */
export function differingFields(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((name) => !sameValue(a[name], b[name]));
}
