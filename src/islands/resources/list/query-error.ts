/** A filter string's problem with its position: the parser's, or the API's 400 `invalid_query`. */
import { HttpError } from '~/lib/data/errors';
import { pqlReasonKeys, type PqlReason, type PqlReasonKey } from '~/lib/pql';

export interface QueryProblem extends PqlReason {
  position: number;
  fromServer: boolean;
}

export function serverQueryProblem(error: unknown): QueryProblem | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 'invalid_query') return undefined;
  const position = 'position' in body && typeof body.position === 'number' ? body.position : 0;
  const reason = 'reason' in body && typeof body.reason === 'string' ? body.reason : error.message;
  const reasonKey = 'reason_key' in body ? knownReasonKey(body.reason_key) : undefined;
  const reasonValues = 'reason_values' in body ? textValues(body.reason_values) : undefined;
  return { position, reason, fromServer: true, ...(reasonKey ? { reasonKey, reasonValues: reasonValues ?? {} } : {}) };
}

function knownReasonKey(value: unknown): PqlReasonKey | undefined {
  return pqlReasonKeys.find((key) => key === value);
}

function textValues(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
