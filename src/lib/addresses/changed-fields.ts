/** Flags what changed between two versions of an address or contact (spec section 3). */

type FieldValue = string | number | boolean | null | undefined;

function isEmpty(value: FieldValue): boolean {
  return value === undefined || value === null || value === '';
}

function same(a: FieldValue, b: FieldValue): boolean {
  return isEmpty(a) ? isEmpty(b) : a === b;
}

/**
 * Names of the fields whose values differ, in order of first appearance (current, then
 * previous). An empty string, null and a missing field are all the same "no value".
 * Without a previous version nothing is flagged.
 */
export function changedFields<T extends object>(current: T, previous: T | null | undefined): (keyof T & string)[] {
  if (!previous) return [];
  const now = current as Readonly<Record<string, FieldValue>>;
  const before = previous as Readonly<Record<string, FieldValue>>;
  const names = [...new Set([...Object.keys(now), ...Object.keys(before)])];
  return names.filter((name) => !same(now[name], before[name])) as (keyof T & string)[];
}
