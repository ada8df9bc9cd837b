/** A filter string's problem with its position: the parser's, or the API's 400 `invalid_query`. */
import { HttpError } from '~/lib/http/http-error';

export interface QueryProblem {
  position: number;
  /** English; what shows when the reason has no key the portal knows. */
  reason: string;
  /** The reason's key and values (src/lib/pql/pql-reasons.ts), translated as `lists:pql.reasons.<key>`. */
  key?: string;
  values?: Readonly<Record<string, string>>;
  fromServer: boolean;
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

export function serverQueryProblem(error: unknown): QueryProblem | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 'invalid_query') return undefined;
  const position = 'position' in body && typeof body.position === 'number' ? body.position : 0;
  const reason = 'reason' in body && typeof body.reason === 'string' ? body.reason : error.message;
  const key = 'reason_key' in body && typeof body.reason_key === 'string' ? body.reason_key : undefined;
  const values = 'reason_values' in body && isTextRecord(body.reason_values) ? body.reason_values : undefined;
  return { position, reason, ...(key ? { key, values: values ?? {} } : {}), fromServer: true };
}
