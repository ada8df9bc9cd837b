/**
 * Where a row leads: the first of the declaration's `opens` destinations the row fills, else its
 * record route, with `{id}` the parent's id when the list itself sits under `{id}`, else the
 * record's id, and any other parameter the record's lookupField (`{ruleName}` → `rule_name`).
 * A destination's `filter` opens its list filtered to the row (`?pql=`). The `context` parameter goes along.
 */
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { valueAt } from '~/lib/resources/field-value';
import { fillRoutePattern } from '~/lib/routes/route-pattern';
import { escapeWildcards, printPql, type PqlTerm } from '~/lib/pql';

type Parameters = Record<string, string | undefined>;

function withContext(path: string, search: string, query: Readonly<Record<string, string>> = {}): string {
  const context = new URLSearchParams(search).get('context');
  const parameters = new URLSearchParams({ ...query, ...(context ? { context } : {}) }).toString();
  return parameters ? `${path}?${parameters}` : path;
}

/** The destination list's filter to the row, in PQL: each field equals the row's value (literally: wildcards escaped). */
function rowFilter(filter: Readonly<Record<string, string>> | undefined, record: unknown): Record<string, string> | undefined {
  if (!filter) return {};
  const terms: PqlTerm[] = [];
  for (const [field, rowField] of Object.entries(filter)) {
    const value = text(valueAt(record, rowField));
    if (value === undefined) return undefined;
    terms.push({ field, operator: 'equals', values: [escapeWildcards(value)] });
  }
  return { pql: printPql(terms) };
}

const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

export function recordHref(
  declaration: Pick<ResourceDeclaration, 'routes' | 'lookupField' | 'opens'>,
  record: unknown,
  routeParameters: Readonly<Record<string, string>>,
  search: string,
): string | undefined {
  for (const destination of declaration.opens ?? []) {
    const applies = Object.entries(destination.when ?? {}).every(([field, value]) => (valueAt(record, field) ?? null) === value);
    if (!applies) continue;
    const parameters: Parameters = Object.fromEntries(Object.entries(destination.parameters).map(([name, field]) => [name, text(valueAt(record, field))]));
    const path = fillRoutePattern(destination.pattern, parameters);
    const query = rowFilter(destination.filter, record);
    if (path && query) return withContext(path, search, query);
  }
  const pattern = declaration.routes.record;
  if (!pattern) return undefined;
  const listHasId = declaration.routes.list?.includes('{id}') ?? false;
  const parameters: Parameters = {};
  for (const [, name] of pattern.matchAll(/\{([^}]+)\}/g)) {
    parameters[name!] = name === 'id' ? (listHasId ? routeParameters.id : text(valueAt(record, 'id'))) : text(valueAt(record, declaration.lookupField ?? name!));
  }
  const path = fillRoutePattern(pattern, parameters);
  return path && withContext(path, search);
}
