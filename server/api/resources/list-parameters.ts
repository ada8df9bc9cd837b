/**
 * The list call's query parameters (DESIGN.md section 7) read and checked: limit (default 25,
 * at most 1000), page (default 1), sort (sortable fields, `-` for descending, default the
 * declaration's), fields, legacy filter[field]=value and pql. Anything wrong is a 400 that
 * says what; a bad query is `invalid_query` with the position and the reason (and, where the
 * PQL module gives one, `reason_key` and `reason_values` for translation).
 */
import { parsePql, type PqlCondition, type PqlError } from '../../../src/lib/pql/index.ts';
import { defaultLimit, maxLimit, maxPage, maxPqlLength } from '../../../src/lib/contracts/list-query.ts';
import { ApiError } from '../http/api-error.ts';
import type { BoundResource } from './bound-resource.ts';


export interface SortKey {
  field: string;
  descending: boolean;
}

export interface ListParameters {
  limit: number;
  page: number;
  sort: SortKey[];
  /** Requested fields, or null for whole records. */
  fields: string[] | null;
  /** The pql parameter's conditions. */
  pql: PqlCondition[];
  /** The legacy filter[field]=a,b parameters, as `equals` conditions. */
  filters: PqlCondition[];
}

export type QueryInput = Readonly<Record<string, unknown>>;

function parameterError(name: string, message: string): ApiError {
  return new ApiError(400, 'invalid_parameter', message, { details: { parameter: name } });
}

/** The reason's key and values let the portal say it in the reader's language. */
export function invalidQuery({ position, reason, key, values }: PqlError, parameter = 'pql'): ApiError {
  return new ApiError(400, 'invalid_query', `Invalid ${parameter}: ${reason} (at ${position}).`, {
    details: { parameter, position, reason, ...(key ? { reason_key: key, reason_values: values ?? {} } : {}) },
  });
}

function single(query: QueryInput, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw parameterError(name, `Give ${name} once.`);
  return value;
}

export function positiveInteger(query: QueryInput, name: string, fallback: number, max: number): number {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw parameterError(name, `${name} must be a whole number from 1 to ${max}, not "${raw.slice(0, 40)}".`);
  }
  return Number(raw);
}

export function readSort(resource: BoundResource, raw: string | undefined): SortKey[] {
  const text = raw === undefined || raw === '' ? resource.declaration.defaultSort : raw;
  return text.split(',').map((part) => {
    const descending = part.startsWith('-');
    const field = descending ? part.slice(1) : part;
    if (!resource.sortable.has(field)) {
      throw new ApiError(400, 'invalid_sort', `Cannot sort by "${field.slice(0, 60)}".`, {
        details: { parameter: 'sort', field: field.slice(0, 60), sortable: [...resource.sortable] },
      });
    }
    return { field, descending };
  });
}

export function readFields(resource: BoundResource, raw: string | undefined): string[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  const names = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !resource.fields.has(name) && !resource.nestedParents.has(name));
  if (unknown.length > 0) {
    throw new ApiError(400, 'invalid_fields', `Unknown fields: ${unknown.slice(0, 10).join(', ').slice(0, 300)}.`, {
      details: { parameter: 'fields', fields: unknown.slice(0, 10) },
    });
  }
  return names;
}

function legacyFilters(query: QueryInput): PqlCondition[] {
  const conditions: PqlCondition[] = [];
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[(.*)\]$/.exec(key);
    if (!match) continue;
    if (typeof value !== 'string') throw parameterError(key, `Give ${key} once.`);
    const field = match[1] ?? '';
    conditions.push({ field, operator: 'equals', values: value.split(','), fieldPosition: 0, valuePosition: 0 });
  }
  return conditions;
}

/** The `pql` parameter's text ('' when absent), refused when longer than `maxPqlLength`. */
export function readPqlText(query: QueryInput): string {
  const text = query.pql === undefined ? '' : query.pql;
  // A repeated ?pql= arrives as an array, which the parser refuses as a malformed query.
  if (typeof text === 'string' && text.length > maxPqlLength) {
    throw new ApiError(400, 'invalid_parameter', `pql is at most ${maxPqlLength} characters; this one has ${text.length}.`, {
      details: { parameter: 'pql', max_length: maxPqlLength },
    });
  }
  return text as string;
}

export function readListParameters(resource: BoundResource, query: QueryInput): ListParameters {
  const parsed = parsePql(readPqlText(query));
  if (!parsed.ok) throw invalidQuery(parsed.error);
  return {
    limit: positiveInteger(query, 'limit', defaultLimit, maxLimit),
    page: positiveInteger(query, 'page', 1, maxPage),
    sort: readSort(resource, single(query, 'sort')),
    fields: readFields(resource, single(query, 'fields')),
    pql: parsed.query,
    filters: legacyFilters(query),
  };
}
