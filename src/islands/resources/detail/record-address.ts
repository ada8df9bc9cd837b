/**
 * Which record a page shows: the last parameter of its route names it, by id or, for
 * declarations with a lookup field (`{ruleName}`), by that field, found on the list.
 */
import { escapeWildcards } from '~/lib/pql';
import { getList, getOne } from '~/lib/data';
import { HttpError } from '~/lib/data/errors';
import { resolveApiPath } from '~/lib/resources/resource-routes';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { matchRouteParameters } from '~/lib/routes/route-params';

export type RecordData = Record<string, unknown>;

export interface RecordAddress {
  apiPath: string;
  /** The route parameter naming the record, and its value in the address. */
  parameter: string;
  value: string;
  parameters: Record<string, string>;
}

export function recordAddress(declaration: ResourceDeclaration, pattern: string, pathname: string): RecordAddress {
  const parameters = matchRouteParameters(pattern, pathname.replace(/\/+$/, '') || '/') ?? {};
  const names = [...pattern.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const parameter = names.at(-1) ?? 'id';
  return { apiPath: resolveApiPath(declaration, parameters), parameter, value: parameters[parameter] ?? '', parameters };
}

export async function loadRecord(declaration: ResourceDeclaration, address: RecordAddress, signal?: AbortSignal): Promise<RecordData> {
  if (!declaration.lookupField) return getOne<RecordData>({ resource: address.apiPath, id: address.value, signal });
  const found = await getList<RecordData>({
    resource: address.apiPath,
    limit: 1,
    // A name is matched exactly: a `*` in it is a character, not a wildcard.
    pql: [{ field: declaration.lookupField, operator: 'equals', values: [escapeWildcards(address.value)] }],
    signal,
  });
  const record = found.data[0];
  if (!record) throw new HttpError(404, `${address.parameter} ${address.value}`);
  return getOne<RecordData>({ resource: address.apiPath, id: String(record.id), signal });
}
