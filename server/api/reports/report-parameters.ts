/** Reading a report's own query options: one value each, checked, or a 400 `invalid_parameter` naming it. */
import { ApiError } from '../http/api-error.ts';
import type { QueryInput } from '../resources/list-parameters.ts';

export function invalidParameter(parameter: string, message: string, details: Record<string, unknown> = {}): ApiError {
  return new ApiError(400, 'invalid_parameter', message, { details: { parameter, ...details } });
}

/** The parameter's one value, undefined when absent or empty. */
export function singleParameter(query: QueryInput, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParameter(name, `Give ${name} once.`);
  return value;
}

/** One of `allowed` (as text), else the fallback when absent. */
export function choiceParameter<T extends string | number>(query: QueryInput, name: string, allowed: readonly T[], fallback: T): T {
  const raw = singleParameter(query, name);
  if (raw === undefined) return fallback;
  const found = allowed.find((value) => String(value) === raw);
  if (found === undefined) throw invalidParameter(name, `${name} must be one of ${allowed.join(', ')}, not "${raw.slice(0, 40)}".`, { allowed });
  return found;
}

/** A comma-separated list of values out of `allowed`, without repeats. */
export function listParameter<T extends string>(query: QueryInput, name: string, allowed: readonly T[]): T[] {
  const raw = singleParameter(query, name);
  if (raw === undefined) return [];
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (unknown.length > 0) {
    throw invalidParameter(name, `${name} takes ${allowed.join(', ')} (comma-separated), not "${unknown.join(',').slice(0, 60)}".`, { allowed });
  }
  return [...new Set(items)] as T[];
}
