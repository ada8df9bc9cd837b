/**
 * Where a row leads: the declaration's record route, with `{id}` the parent's id when the list
 * itself sits under `{id}`, else the record's id, and any other parameter the record's
 * lookupField (`{ruleName}` → `rule_name`). The `context` parameter goes along.
 */
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { valueAt } from '~/lib/resources/field-value';

export function recordHref(
  declaration: ResourceDeclaration,
  record: unknown,
  routeParameters: Readonly<Record<string, string>>,
  search: string,
): string | undefined {
  const pattern = declaration.routes.record;
  if (!pattern) return undefined;
  const listHasId = declaration.routes.list?.includes('{id}') ?? false;
  let missing = false;
  const path = pattern.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = name === 'id' ? (listHasId ? routeParameters.id : valueAt(record, 'id')) : valueAt(record, declaration.lookupField ?? name);
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  if (missing) return undefined;
  const context = new URLSearchParams(search).get('context');
  return context ? `${path}?${new URLSearchParams({ context }).toString()}` : path;
}
