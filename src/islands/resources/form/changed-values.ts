/**
 * What a save sends: only the fields whose value differs from the record as loaded (an empty
 * value, null and a missing field count as the same "no value": sameValue).
 */
import { sameValue } from '~/lib/values/same-value';

export function changedValues(original: Readonly<Record<string, unknown>>, edited: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(edited)) {
    if (value !== undefined && !sameValue(value, original[name])) changes[name] = value;
  }
  return changes;
}

/** The PATCH body: the changed fields and the version they were made on. */
export function updatePayload(
  original: Readonly<Record<string, unknown>>,
  edited: Readonly<Record<string, unknown>>,
): { values: Record<string, unknown>; version: number | string } | undefined {
  const values = changedValues(original, edited);
  if (Object.keys(values).length === 0) return undefined;
  const version = original.version;
  return { values, version: typeof version === 'number' || typeof version === 'string' ? version : 0 };
}
