/**
 * DNS query statistics of a domain's zone (migration 0017, routes/dns-statistics.ts): seeded for
 * every zone with believable shapes, answered per period with each breakdown summing to the
 * day's total, view-dns required, another account's domain 404, bad periods 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

interface Series { key: string; counts: number[] }
interface Statistics {
  zone: { id: number; name: string } | null;
  from: string;
  to: string;
  latest_day: string | null;
  dates: string[];
  totals: number[];
  by_type: Series[];
  by_response_code: Series[];
  code?: string;
}

describe('DNS query statistics', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let staff: SignedInUser;
  let domainId: number;
  let zoneId: number;

  const get = (path: string, token: string) => callJson<Statistics>(api.baseUrl, 'GET', path, { token });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    staff = await signInAs(api.baseUrl, 'staff');
    const zone = api.db.prepare('SELECT id, domain_id FROM dns_zones WHERE group_id = ? AND domain_id IS NOT NULL ORDER BY id LIMIT 1').get(admin.groupId)!;
    domainId = Number(zone.domain_id);
    zoneId = Number(zone.id);
  });
  afterAll(async () => api?.close());

  it('seeds every zone with 90 days (fewer only when younger), NOERROR dominant, quieter weekends', () => {
    const zones = api.db.prepare('SELECT z.id, z.created_at, count(s.id) AS days FROM dns_zones z LEFT JOIN dns_query_statistics s ON s.zone_id = z.id GROUP BY z.id').all();
    expect(zones.length).toBeGreaterThan(10);
    for (const zone of zones) {
      if (String(zone.created_at) < '2026-08-01') expect(Number(zone.days)).toBe(90);
      else expect(Number(zone.days)).toBeGreaterThan(0);
    }
    const sums = api.db.prepare(`SELECT sum(rcode_noerror) AS noerror, sum(rcode_nxdomain) AS nxdomain, sum(rcode_servfail) AS servfail,
      sum(rcode_noerror + rcode_nxdomain + rcode_servfail + rcode_refused) AS total FROM dns_query_statistics`).get()!;
    expect(Number(sums.noerror) / Number(sums.total)).toBeGreaterThan(0.85);
    expect(Number(sums.nxdomain)).toBeGreaterThan(0);
    expect(Number(sums.servfail)).toBeGreaterThan(0);
    const weekday = (days: string) => Number(api.db.prepare(`SELECT avg(rcode_noerror + rcode_nxdomain + rcode_servfail + rcode_refused) AS n FROM dns_query_statistics WHERE strftime('%w', day) IN (${days})`).get()!.n);
    expect(weekday("'0','6'")).toBeLessThan(weekday("'2','3'") * 0.85);
  });

  it('answers the last 30 days by default, ending on the latest day counted, each breakdown summing to the total', async () => {
    const answer = await get(`/groups/${admin.groupId}/domains/${domainId}/dns_statistics`, admin.token);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.zone?.id).toBe(zoneId);
    expect(body.latest_day).toBe('2026-10-31');
    expect(body.to).toBe('2026-10-31');
    expect(body.from).toBe('2026-10-02');
    expect(body.dates).toHaveLength(30);
    expect(body.by_type.map((entry) => entry.key)).toEqual(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SOA', 'HTTPS', 'OTHER']);
    expect(body.by_response_code.map((entry) => entry.key)).toEqual(['NOERROR', 'NXDOMAIN', 'SERVFAIL', 'REFUSED']);
    body.dates.forEach((date, index) => {
      const stored = api.db.prepare('SELECT * FROM dns_query_statistics WHERE zone_id = ? AND day = ?').get(zoneId, date)!;
      const byType = body.by_type.reduce((sum, entry) => sum + entry.counts[index]!, 0);
      const byCode = body.by_response_code.reduce((sum, entry) => sum + entry.counts[index]!, 0);
      expect(byType).toBe(body.totals[index]);
      expect(byCode).toBe(body.totals[index]);
      expect(body.by_type[0]!.counts[index]).toBe(Number(stored.type_a));
    });
  });

  it('answers ?days= and ?from=&to=, with 0 for days not counted', async () => {
    const week = await get(`/groups/${admin.groupId}/domains/${domainId}/dns_statistics?days=7`, admin.token);
    expect(week.body.dates).toEqual(['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31']);
    const span = await get(`/groups/${admin.groupId}/domains/${domainId}/dns_statistics?from=2026-10-30&to=2026-11-02`, admin.token);
    expect(span.body.dates).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(span.body.totals[0]).toBeGreaterThan(0);
    expect(span.body.totals.slice(2)).toEqual([0, 0]);
  });

  it('refuses bad periods with 400 invalid_parameter', async () => {
    for (const query of ['days=0', 'days=367', 'days=x', 'from=2026-10-01', 'from=2026-10-05&to=2026-10-01', 'from=2026-02-30&to=2026-03-01', 'from=2024-01-01&to=2026-01-01', 'days=7&from=2026-10-01&to=2026-10-02']) {
      const answer = await get(`/groups/${admin.groupId}/domains/${domainId}/dns_statistics?${query}`, admin.token);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('invalid_parameter');
    }
  });

  it('needs view-dns, and another account\'s domain does not exist', async () => {
    addUser(api.db, admin.groupId, 'stats-no-dns', ['domains-viewer']);
    const noDns = await signInAs(api.baseUrl, 'stats-no-dns');
    expect((await get(`/groups/${admin.groupId}/domains/${domainId}/dns_statistics`, noDns.token)).status).toBe(403);
    const foreign = api.db.prepare('SELECT domain_id FROM dns_zones WHERE group_id != ? AND domain_id IS NOT NULL LIMIT 1').get(admin.groupId)!;
    const other = await get(`/groups/${admin.groupId}/domains/${Number(foreign.domain_id)}/dns_statistics`, admin.token);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('not_found');
    expect((await get(`/groups/${staff.groupId}/domains/${Number(foreign.domain_id)}/dns_statistics`, staff.token)).status).toBe(200);
  });

  it('answers zone: null and no days for a domain without a zone', async () => {
    const unmanaged = api.db.prepare('SELECT d.id FROM domains d WHERE d.group_id = ? AND NOT EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = d.id) LIMIT 1').get(admin.groupId);
    if (!unmanaged) return;
    const answer = await get(`/groups/${admin.groupId}/domains/${Number(unmanaged.id)}/dns_statistics`, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.zone).toBeNull();
    expect(answer.body.dates).toEqual([]);
  });
});
