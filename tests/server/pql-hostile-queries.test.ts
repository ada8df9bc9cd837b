/**
 * Malformed and hostile PQL never reaches SQL as text and never fails the server: every
 * query answers 200 or 400 invalid_query with a position inside the query and a reason,
 * fuzzed with fast-check, and the data is untouched afterwards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pqlOperators } from '../../src/lib/pql/index.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Answer = { code?: string; position?: number; reason?: string; reason_key?: string; reason_values?: Record<string, string>; parameter?: string; meta?: { total: number } };

describe('malformed and hostile PQL', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let counts: () => string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    counts = () => JSON.stringify(['domains', 'contacts', 'dns_records', 'users', 'audit_log'].map((table) => api.db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n));
  });
  afterAll(() => api.close());

  const run = (pql: string, resource = 'domains') =>
    callJson<Answer>(api.baseUrl, 'GET', `/groups/${admin.groupId}/${resource}?${new URLSearchParams({ pql, limit: '5' })}`, { token: admin.token });

  function expectRefusal(pql: string, answer: { status: number; body: Answer }) {
    expect(answer.status, `${JSON.stringify(pql)} → ${JSON.stringify(answer.body)}`).toBe(400);
    expect(answer.body.code).toBe('invalid_query');
    expect(answer.body.parameter).toBe('pql');
    expect(answer.body.position).toBeGreaterThanOrEqual(0);
    expect(answer.body.position).toBeLessThanOrEqual(pql.length);
    expect(typeof answer.body.reason).toBe('string');
    // Every refusal names its reason by key, so the portal can say it in the reader's language.
    expect(answer.body.reason_key, answer.body.reason).toMatch(/^[a-zA-Z]+$/);
    expect(typeof answer.body.reason_values).toBe('object');
  }

  it('names the reason by key with the values it speaks of', async () => {
    const answer = await run('status equals bogus');
    expect(answer.body).toMatchObject({
      reason_key: 'notAnEnumValue',
      reason_values: { value: '"bogus"', field: 'status', allowed: expect.stringContaining('active') },
    });
    expect((await run('name less_than m')).body).toMatchObject({ reason_key: 'operatorNotOffered', reason_values: { operator: 'less_than', field: 'name' } });
  });

  it('refuses each kind of malformed query with where and why', async () => {
    const malformed: [string, number][] = [
      ['name', 4],
      ['name equals', 11],
      ['name equals "open', 12],
      ['and', 3],
      ['name equals a and', 17],
      ['name equals a or status equals active', 14],
      ['NAME equals x', 0],
      ['name Equals x', 5],
      ['name equal x', 5],
      ['expires_at between 2025-01-01', 19],
      ['expires_at between 2025-01-01,2025-02-01,2025-03-01', 19],
      ['expires_at less_than tomorrow', 21],
      ['registry_lock equals maybe', 21],
      ['status equals bogus', 14],
      ['renewal_period_years equals 1e9', 28],
      ['name less_than m', 0],
      ['colour equals blue', 0],
      ['constructor equals x', 0],
      ['__proto__ equals x', 0],
      ['registrant.secret equals x', 0],
      ['auto_renew equals *true*', 18],
      ['   ', 3],
      [`name equals ${'x'.repeat(1001)}`, 12],
      [`name equals ${Array.from({ length: 501 }, (_, index) => `d${index}`).join(',')}`, 12],
    ];
    for (const [pql, position] of malformed) {
      const answer = await run(pql);
      expectRefusal(pql, answer);
      expect(answer.body.position, pql).toBe(position);
    }
  });

  it('treats SQL in values as text and refuses it in fields', async () => {
    const before = counts();
    const injections = [
      `name equals "x'; DROP TABLE domains; --"`,
      `name equals "' OR '1'='1"`,
      'name contains "%\' OR 1=1 --"',
      'name equals "\\" OR 1=1 --"',
      'name equals x) OR (1=1',
      `name equals "${'\u0000'}"`,
      'name equals "😀,\u202e,\ufeff"',
    ];
    for (const pql of injections) {
      const answer = await run(pql);
      expect([200, 400], pql).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.meta?.total, pql).toBe(0);
      else expectRefusal(pql, answer);
    }
    for (const field of ['name;', '1=1', 'name)or(1', 'group_id', 'password_hash']) expectRefusal(`${field} equals x`, await run(`${field} equals x`));
    expect(counts()).toBe(before);
  });

  it('answers 200 or 400 for any text at all (fuzzed)', async () => {
    const before = counts();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), async (pql) => {
        const answer = await run(pql);
        if (answer.status === 200) return;
        expectRefusal(pql, answer);
      }),
      { numRuns: 150 },
    );
    expect(counts()).toBe(before);
  });

  it('answers 200 or 400 for queries built from real fields, operators and odd values (fuzzed)', async () => {
    const field = fc.constantFrom('name', 'status', 'expires_at', 'registry_lock', 'renewal_period_years', 'tags', 'registrant.name', 'registrant.country_code', 'id', 'nope', 'name.x');
    const operator = fc.constantFrom(...pqlOperators, 'like', 'EQUALS');
    const item = fc.oneof(
      fc.constantFrom('active', 'true', '2026-01-01', '2026-01-01T00:00:00Z', '3', '-1', '1.5', '*', '\\*', 'a*b', '', '%', '_', "'", ';--'),
      fc.string({ maxLength: 12 }),
    );
    const value = fc.array(item, { minLength: 1, maxLength: 3 }).map((items) =>
      items.map((entry) => (/^[^\s,"]+$/.test(entry) ? entry : `"${entry.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(','),
    );
    const condition = fc.tuple(field, operator, value).map(([name, op, text]) => `${name} ${op} ${text}`);
    const before = counts();
    await fc.assert(
      fc.asyncProperty(fc.array(condition, { minLength: 1, maxLength: 3 }), async (conditions) => {
        const pql = conditions.join(' and ');
        const answer = await run(pql);
        if (answer.status === 200) return;
        expectRefusal(pql, answer);
      }),
      { numRuns: 200 },
    );
    expect(counts()).toBe(before);
  });

  it('checks saved filters and legacy filters the same way', async () => {
    const saved = await callJson<Answer>(api.baseUrl, 'POST', `/groups/${admin.groupId}/saved_filters`, {
      token: admin.token,
      body: { resource: 'domains', name: 'Broken', pql: 'name equals "open' },
    });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ code: 'invalid_query', position: 12 });
    const legacy = await callJson<Answer>(api.baseUrl, 'GET', `/groups/${admin.groupId}/domains?filter[registry_lock]=maybe`, { token: admin.token });
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ code: 'invalid_query', parameter: 'filter[registry_lock]' });
  });
});
