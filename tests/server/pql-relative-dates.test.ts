/**
 * Relative dates through the HTTP API: the server resolves `today` and `now` at query time
 * against its own clock, in UTC, so a saved "expiring in 60 days" stays true as days pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Domain = { id: number; name: string; expires_at: string; registered_at: string };
type ListBody = {
  data: Domain[];
  meta: { total: number };
  code?: string;
  parameter?: string;
  position?: number;
  reason?: string;
  reason_key?: string;
  reason_values?: Record<string, string>;
};

const day = 24 * 60 * 60 * 1000;
// Ten days after the seed's base date (2026-11-01T09:00Z), late in the UTC day.
const start = Date.parse('2026-11-11T21:45:00Z');

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

describe('relative dates in PQL lists', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let all: Domain[];

  beforeAll(async () => {
    const year = 400 * 24 * 60 * 60;
    api = await startTestApi({ accessTokenTtlSeconds: year, sessionTtlSeconds: year }, { domains: 300 });
    api.clock.advance((start - api.clock.now()) / 1000);
    admin = await signInAs(api.baseUrl, 'admin');
    all = (await list('')).body.data;
  });
  afterAll(() => api.close());

  async function list(pql: string, extra: Record<string, string> = {}) {
    const parameters = new URLSearchParams({ limit: '1000', sort: 'id', ...extra });
    if (pql) parameters.set('pql', pql);
    return callJson<ListBody>(api.baseUrl, 'GET', `/groups/${admin.groupId}/domains?${parameters}`, { token: admin.token });
  }

  async function ids(pql: string, extra: Record<string, string> = {}) {
    const answer = await list(pql, extra);
    expect(answer.status, `${pql}: ${JSON.stringify(answer.body)}`).toBe(200);
    expect(answer.body.meta.total).toBe(answer.body.data.length);
    return answer.body.data.map((domain) => domain.id);
  }

  const expiringWithin = (days: number, from = api.clock.now()) =>
    all.filter((domain) => domain.expires_at.slice(0, 10) >= isoDay(from) && domain.expires_at.slice(0, 10) <= isoDay(from + days * day)).map((domain) => domain.id);

  it('"expires_at between today and today+60d" gives exactly the domains expiring in the next 60 days (both days included)', async () => {
    const expected = expiringWithin(60);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(await ids('expires_at between today and today+60d')).toEqual(expected);
    expect(await ids('expires_at between today,today+60d')).toEqual(expected);
  });

  it('follows the server clock: the same filter a month later gives that month\'s domains', async () => {
    const before = await ids('expires_at between today and today+60d');
    api.clock.advance(30 * 24 * 60 * 60);
    try {
      const after = await ids('expires_at between today and today+60d');
      expect(after).toEqual(expiringWithin(60));
      expect(after).not.toEqual(before);
    } finally {
      api.clock.advance(-30 * 24 * 60 * 60);
    }
  });

  it('compares now by the instant, today by the day', async () => {
    const now = api.clock.now();
    const registeredIn30Days = all.filter((domain) => Date.parse(domain.registered_at) >= now - 30 * day).map((domain) => domain.id);
    expect(await ids('registered_at greater_than_and_including now-30d')).toEqual(registeredIn30Days);
    expect(await ids('registered_at greater_than_and_including now-720h')).toEqual(registeredIn30Days);
    const expired = all.filter((domain) => domain.expires_at.slice(0, 10) < isoDay(now)).map((domain) => domain.id);
    expect(await ids('expires_at less_than today')).toEqual(expired);
  });

  it('works in the legacy filter parameter and in saved filters', async () => {
    const today = all.filter((domain) => domain.expires_at.slice(0, 10) === isoDay(api.clock.now())).map((domain) => domain.id);
    expect(await ids('', { 'filter[expires_at]': 'today' })).toEqual(today);
    const saved = await callJson<{ pql: string }>(api.baseUrl, 'POST', `/groups/${admin.groupId}/saved_filters`, {
      token: admin.token,
      body: { resource: 'domains', name: 'Expiring within 60 days', pql: 'expires_at between today and today+60d' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.pql).toBe('expires_at between today and today+60d');
  });

  it.each([
    ['expires_at between today and today+', 19, 'relativeDateCount', { item: 'today+', sign: '+', field: 'expires_at' }],
    ['expires_at equals today+5x', 18, 'relativeDateUnitUnknown', { item: 'today+5x', unit: 'x', field: 'expires_at' }],
    ['expires_at less_than now-d', 21, 'relativeDateCount', { item: 'now-d', sign: '-', field: 'expires_at' }],
    ['renewal_period_years greater_than today', 34, 'relativeDateNotDateField', { item: 'today', field: 'renewal_period_years', type: 'number' }],
  ])('%s is a 400 at %i with the reason key %s', async (pql, position, reasonKey, reasonValues) => {
    const answer = await list(pql);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_query', parameter: 'pql', position, reason_key: reasonKey, reason_values: reasonValues });
    expect(answer.body.reason).toContain(reasonValues.item);
  });

  it('keeps "today" a word on text fields', async () => {
    expect(await ids('name contains today')).toEqual(all.filter((domain) => domain.name.includes('today')).map((domain) => domain.id));
  });
});
