import { describe, expect, it } from 'vitest';
import { serverQueryProblem } from '~/islands/resources/list/query-error';
import { HttpError } from '~/lib/http/http-error';

const invalidQuery = (extra: Record<string, unknown>) =>
  new HttpError(400, 'Invalid pql', { statusCode: 400, code: 'invalid_query', parameter: 'pql', position: 18, reason: 'English reason', ...extra });

describe('a query the server refuses', () => {
  it('keeps the position, the reason and, for translation, the reason key and its values', () => {
    const problem = serverQueryProblem(invalidQuery({ reason_key: 'relativeDateCount', reason_values: { item: 'today+', sign: '+', field: 'expires_at', odd: 3 } }));
    expect(problem).toEqual({
      position: 18,
      reason: 'English reason',
      fromServer: true,
      key: 'relativeDateCount',
      values: { item: 'today+', sign: '+', field: 'expires_at' },
    });
  });

  it('keeps a key the portal does not know (its text falls back: query-problem-text.ts), and reads no key as none', () => {
    expect(serverQueryProblem(invalidQuery({ reason_key: 'from_a_newer_server' }))).toEqual({ position: 18, reason: 'English reason', key: 'from_a_newer_server', values: {}, fromServer: true });
    expect(serverQueryProblem(invalidQuery({}))).toEqual({ position: 18, reason: 'English reason', fromServer: true });
  });
});
