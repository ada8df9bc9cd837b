/** Flags what changed between two versions of an address or contact (spec section 3). */
import { differingFields } from '../values/same-value.ts';

/**
 * Names of the fields whose values differ, in order of first appearance (current, then
 * previous). An empty string, null and a missing field are all the same "no value".
 * Without a previous version nothing is flagged.
 */
export function changedFields<T extends object>(current: T, previous: T | null | undefined): (keyof T & string)[] {
  if (!previous) return [];
  return differingFields(current as Readonly<Record<string, unknown>>, previous as Readonly<Record<string, unknown>>) as (keyof T & string)[];
}
