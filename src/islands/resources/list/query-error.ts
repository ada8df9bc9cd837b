/** A filter string's problem with its position: the parser's, or the API's 400 `invalid_query`. */
import { HttpError } from '~/lib/data/errors';
import type { PqlError } from '~/lib/pql';

/** `reason` is the English shown when the portal knows no translation of `key` (query-problem-text.ts). */
export interface QueryProblem extends PqlError {
  fromServer: boolean;
}

/** The text values of `reason_values`; anything else in it is dropped, not shown. */
function textValues(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function serverQueryProblem(error: unknown): QueryProblem | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 'invalid_query') return undefined;
  const position = 'position' in body && typeof body.position === 'number' ? body.position : 0;
  const reason = 'reason' in body && typeof body.reason === 'string' ? body.reason : error.message;
  const key = 'reason_key' in body && typeof body.reason_key === 'string' ? body.reason_key : undefined;
  const values = 'reason_values' in body ? textValues(body.reason_values) : {};
  return { position, reason, ...(key ? { key, values } : {}), fromServer: true };
}
