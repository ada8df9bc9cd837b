/**
 * GET /groups/{context}/pulse (DESIGN.md section 14) over a seeded database: each kind's count
 * equals a count written here in SQL of its own (for a customer and for staff in all accounts),
 * each day's values add up to it, a kind with one source equals its list's total for its PQL,
 * events are the newest first; the period's rules; who may read it; and the chosen kinds kept in
 * the profile's `pulse_configuration` (PATCH /profile, read back from GET /profile and at sign-in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

interface KindCount { kind: string; count: number; resource?: string; pql?: string }
interface Pulse {
  from: string;
  to: string;
  kinds: KindCount[];
  days: { date: string; values: Record<string, number> }[];
  events: { at: string; kind: string; label: string; resource: string; id: string }[];
}

const dayMs = 86_400_000;

describe('the pulse', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let staff: SignedInUser;

  const one = (sql: string, ...params: (string | number)[]) => Number(api.db.prepare(sql).get(...params)?.total ?? 0);
  const day = (offset: number) => new Date(api.clock.now() + offset * dayMs).toISOString().slice(0, 10);

  /** Each kind counted here in SQL between two days (both included); `group` undefined: every account. */
  function expectedKinds(group: string | undefined, from: string, to: string): Record<string, number> {
    const count = (table: string, field: string, condition = '1') =>
      one(`SELECT count(*) AS total FROM ${table} WHERE ${condition} AND substr(${field}, 1, 10) BETWEEN ? AND ?${group === undefined ? '' : ' AND group_id = ?'}`,
        from, to, ...(group === undefined ? [] : [group]));
    return {
      registrations: count('domains', 'registered_at'),
      renewals: count('orders', 'completed_at', "kind = 'renewal' AND status = 'completed'") + count('audit_log', 'created_at', "resource_type = 'domain' AND action = 'renew'"),
      expiries: count('domains', 'expires_at'),
      dns_publishes: count('dns_zone_versions', 'created_at', 'previous_serial IS NOT NULL'),
      certificate_issuances: count('ssl_certificates', 'issued_at'),
      watch_matches: count('watch_domains', 'created_at'),
    };
  }

  const pulse = async (user: SignedInUser, query = '', context = user.groupId) => {
    const answer = await callJson<{ data: Pulse }>(api.baseUrl, 'GET', `/groups/${context}/pulse${query}`, { token: user.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const counts = (answer: Pulse) => Object.fromEntries(answer.kinds.map((entry) => [entry.kind, entry.count]));

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 400 });
    admin = await signInAs(api.baseUrl, 'admin');
    staff = await signInAs(api.baseUrl, 'staff');
    // A renewal made on the domain itself (no order): the audit entry a platform call or a bulk job writes.
    const domain = api.db.prepare('SELECT id, name FROM domains WHERE group_id = ? ORDER BY id LIMIT 1').get(admin.groupId)!;
    api.db.prepare(`INSERT INTO audit_log (group_id, user_id, username, area, resource_type, resource_id, resource_name, action, created_at, updated_at)
      VALUES (?, ?, 'admin', 'domains', 'domain', ?, ?, 'renew', ?, ?)`)
      .run(admin.groupId, admin.id, String(domain.id), String(domain.name), new Date(api.clock.now() - 2 * dayMs).toISOString(), new Date(api.clock.now()).toISOString());
  }, 60_000);
  afterAll(() => api.close());

  it('counts each kind as SQL does, for a customer and for staff in all accounts', async () => {
    const from = day(-120);
    const to = day(0);
    for (const [user, group] of [[admin, admin.groupId], [staff, undefined]] as const) {
      const answer = await pulse(user, `?from=${from}&to=${to}`);
      expect(answer.from).toBe(from);
      expect(answer.to).toBe(to);
      const expected = expectedKinds(group, from, to);
      expect(counts(answer)).toEqual(expected);
      expect(expected.renewals).toBeGreaterThan(0);
      expect(Object.values(expected).filter((count) => count > 0).length).toBeGreaterThanOrEqual(4);
      expect(answer.days).toHaveLength(121);
      expect(answer.days[0]!.date).toBe(from);
      for (const entry of answer.kinds) {
        expect(answer.days.reduce((sum, value) => sum + (value.values[entry.kind] ?? 0), 0), entry.kind).toBe(entry.count);
      }
    }
  });

  it('links a kind with one source to its list with the same total, and none for renewals', async () => {
    const from = day(-120);
    const answer = await pulse(admin, `?from=${from}&to=${day(0)}`);
    const paths: Record<string, string> = { domains: 'domains', 'dns-publishes': 'dns_publishes', 'ssl-certificates': 'ssl_certificates' };
    for (const entry of answer.kinds) {
      if (entry.kind === 'renewals') {
        expect(entry.pql).toBeUndefined();
        continue;
      }
      expect(entry.pql).toMatch(/ between /);
      const path = paths[entry.resource ?? ''];
      if (!path) continue;
      const list = await callJson<{ meta: { total: number } }>(api.baseUrl, 'GET', `/groups/${admin.groupId}/${path}?limit=1&pql=${encodeURIComponent(entry.pql!)}`, { token: admin.token });
      expect(list.status).toBe(200);
      expect(list.body.meta.total, entry.kind).toBe(entry.count);
    }
  });

  it('answers the newest events first, at most 200, only of the kinds asked for', async () => {
    const all = await pulse(staff, `?from=${day(-365)}&to=${day(0)}`);
    expect(all.events.length).toBe(Math.min(200, all.kinds.reduce((sum, entry) => sum + entry.count, 0)));
    const times = all.events.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());

    const some = await pulse(admin, `?from=${day(-120)}&to=${day(0)}&kinds=renewals,registrations`);
    expect(new Set(some.events.map((event) => event.kind))).toEqual(new Set(['renewals', 'registrations'].filter((kind) => counts(some)[kind]! > 0)));
    expect(Object.keys(some.days[0]!.values).sort()).toEqual(['registrations', 'renewals']);
    expect(some.kinds).toHaveLength(6);
    const renewal = some.events.find((event) => event.kind === 'renewals')!;
    expect(renewal.resource).toBe('domains');
    expect(Number(renewal.id)).toBeGreaterThan(0);
  });

  it('defaults to the last 7 days and checks the period', async () => {
    const answer = await pulse(admin);
    expect(answer).toMatchObject({ from: day(-6), to: day(0) });
    expect(answer.days).toHaveLength(7);
    expect(counts(answer)).toEqual(expectedKinds(admin.groupId, day(-6), day(0)));

    for (const query of ['?from=2026-02-30&to=2026-03-01', '?from=2026-13-01&to=2026-13-02', '?from=2026-03-01', `?from=${day(0)}&to=${day(-1)}`, `?from=${day(-400)}&to=${day(0)}`, '?kinds=nonsense']) {
      const refused = await callJson(api.baseUrl, 'GET', `/groups/${admin.groupId}/pulse${query}`, { token: admin.token });
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid_parameter' });
    }
  });

  it('shows only the kinds the user may view, and needs view-reports or staff', async () => {
    const brand = await signInAs(api.baseUrl, 'brand');
    expect((await pulse(brand)).kinds.map((entry) => entry.kind)).toEqual(['registrations', 'renewals', 'expiries', 'watch_matches']);
    const prospect = await signInAs(api.baseUrl, 'prospect');
    expect((await callJson(api.baseUrl, 'GET', `/groups/${prospect.groupId}/pulse`, { token: prospect.token })).status).toBe(403);
    addUser(api.db, admin.groupId, 'domains-only', ['domains-admin']);
    const domainsOnly = await signInAs(api.baseUrl, 'domains-only');
    expect((await callJson(api.baseUrl, 'GET', `/groups/${admin.groupId}/pulse`, { token: domainsOnly.token })).status).toBe(403);
  });

  it('keeps the chosen kinds in the profile\'s pulse_configuration', async () => {
    const user = await signInAs(api.baseUrl, 'viewer');
    const configuration = { kinds: ['renewals', 'dns_publishes'] };
    const patched = await callJson<Record<string, unknown>>(api.baseUrl, 'PATCH', '/profile', { token: user.token, body: { pulse_configuration: configuration } });
    expect(patched.status).toBe(200);
    expect(patched.body.pulse_configuration).toEqual(configuration);
    const profile = await callJson<Record<string, unknown>>(api.baseUrl, 'GET', '/profile', { token: user.token });
    expect(profile.body.pulse_configuration).toEqual(configuration);
    const stored = api.db.prepare('SELECT pulse_configuration FROM users WHERE id = ?').get(user.id);
    expect(JSON.parse(String(stored?.pulse_configuration))).toEqual(configuration);
    // A new session reads it back too.
    const again = await signInAs(api.baseUrl, 'viewer');
    expect((await callJson<Record<string, unknown>>(api.baseUrl, 'GET', '/profile', { token: again.token })).body.pulse_configuration).toEqual(configuration);
  });
});
