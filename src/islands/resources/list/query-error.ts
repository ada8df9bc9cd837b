/** A filter string's problem with its position: the parser's, or the API's 400 `invalid_query`. */
import { HttpError } from '~/lib/data';

export interface QueryProblem {
  position: number;
  reason: string;
  fromServer: boolean;
}

export function serverQueryProblem(error: unknown): QueryProblem | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 'invalid_query') return undefined;
  const position = 'position' in body && typeof body.position === 'number' ? body.position : 0;
  const reason = 'reason' in body && typeof body.reason === 'string' ? body.reason : error.message;
  return { position, reason, fromServer: true };
}
