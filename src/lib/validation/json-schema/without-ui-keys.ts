/**
 * A copy of a JSON Schema without the form-layout hints stored under `ui` keys (at any depth),
 * which are not schema keywords. The input is not changed.
 */
export function withoutUiKeys<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withoutUiKeys(item)) as T;
  if (schema !== null && typeof schema === 'object') {
    const entries = Object.entries(schema).filter(([key]) => key !== 'ui');
    return Object.fromEntries(entries.map(([key, value]) => [key, withoutUiKeys(value)])) as T;
  }
  return schema;
}
