/**
 * GET /groups/{context}/home (DESIGN.md section 14) over a seeded database: every figure equals
 * a count written here in SQL of its own — for the admins of two customer accounts, for staff in
 * their own account (all accounts) and for staff in a customer's — and equals the total its list
 * answers for the figure's PQL (the link the portal makes); only the figures the user may view
 * appear; attention only for staff in their own account; the watch figures for whoever may view
 * watches; the last changes are the newest audit entries the user may read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAdminRoles } from '../../server/api/db/seed/demo-users.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;
interface Figure { id: string; count: number; resource: string; pql: string }
interface Home { figures: Figure[]; recent_changes: Row[]; attention?: { id: string; name: string; reasons: { id: string; count: number }[] }[]; watch?: Figure[] }

const dayMs = 86_400_000;

describe('the home page\'s figures', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let otherAdmin: SignedInUser;
  let staff: SignedInUser;
  let otherGroup: string;

  const one = (sql: string, ...params: (string | number)[]) => Number(api.db.prepare(sql).get(...params)?.total ?? 0);
  const day = (offset: number) => new Date(api.clock.now() + offset * dayMs).toISOString().slice(0, 10);

  /** The figures counted here in SQL; `group` undefined: every account. */
  function expectedFigures(group: string | undefined): Record<string, number> {
    const where = (condition: string) => (group === undefined ? ` WHERE ${condition}` : ` WHERE group_id = ? AND ${condition}`);
    const params = (...rest: (string | number)[]) => (group === undefined ? rest : [group, ...rest]);
    const figures: Record<string, number> = {};
    for (const days of [30, 60, 90]) {
      figures[`domains_expiring_${days}`] = one(`SELECT count(*) AS total FROM domains${where("status = 'active' AND substr(expires_at, 1, 10) BETWEEN ? AND ?")}`, ...params(day(0), day(days)));
      figures[`certificates_expiring_${days}`] = one(`SELECT count(*) AS total FROM ssl_certificates${where("status = 'issued' AND substr(expires_at, 1, 10) BETWEEN ? AND ?")}`, ...params(day(0), day(days)));
    }
    figures.approvals_waiting = one(`SELECT count(*) AS total FROM approval_requests${where("status = 'pending'")}`, ...params());
    figures.orders_in_progress = one(`SELECT count(*) AS total FROM orders${where("status IN ('pending', 'awaiting_approval', 'processing')")}`, ...params());
    figures.jobs_running = one(`SELECT count(*) AS total FROM jobs${where("state IN ('running', 'waiting')")}`, ...params());
    return figures;
  }

  function expectedWatch(group: string | undefined): Record<string, number> {
    const where = (condition: string) => (group === undefined ? ` WHERE ${condition}` : ` WHERE group_id = ? AND ${condition}`);
    const params = group === undefined ? [] : [group];
    return {
      watches_active: one(`SELECT count(*) AS total FROM watches${where("status = 'active'")}`, ...params),
      watch_matches_new: one(`SELECT count(*) AS total FROM watch_domains${where("status = 'new'")}`, ...params),
      watch_cases_open: one(`SELECT count(*) AS total FROM watch_cases${where("status IN ('open', 'investigating', 'action_taken')")}`, ...params),
    };
  }

  const home = async (user: SignedInUser, context = user.groupId) => {
    const answer = await callJson<{ data: Home }>(api.baseUrl, 'GET', `/groups/${context}/home`, { token: user.token });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const byId = (figures: readonly Figure[]) => Object.fromEntries(figures.map((figure) => [figure.id, figure.count]));

  /** The total the figure's list answers for its PQL (the portal's link). */
  async function listTotal(user: SignedInUser, context: string, figure: Figure): Promise<number> {
    const paths: Record<string, string> = {
      domains: 'domains', 'ssl-certificates': 'ssl_certificates', 'approval-requests': 'approval_requests', orders: 'orders', jobs: 'jobs', watches: 'watches',
    };
    const path = paths[figure.resource];
    if (!path) return figure.count;
    const answer = await callJson<{ meta: { total: number } }>(api.baseUrl, 'GET', `/groups/${context}/${path}?limit=1&pql=${encodeURIComponent(figure.pql)}`, { token: user.token });
    expect(answer.status, `${figure.id}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.meta.total;
  }

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 400 });
    const adminGroup = groupOf(api.db, 'admin');
    otherGroup = String(api.db.prepare("SELECT group_id FROM domains WHERE group_id != ? GROUP BY group_id ORDER BY count(*) DESC LIMIT 1").get(adminGroup)?.group_id);
    addUser(api.db, otherGroup, 'other-admin', customerAdminRoles);
    // A job running in each customer account, so jobs_running counts something.
    const insertJob = api.db.prepare("INSERT INTO jobs (group_id, username, action, resource, state, item_count) VALUES (?, 'admin', 'renew', 'domains', ?, 1)");
    insertJob.run(adminGroup, 'running');
    insertJob.run(otherGroup, 'waiting');
    insertJob.run(otherGroup, 'done');
    admin = await signInAs(api.baseUrl, 'admin');
    otherAdmin = await signInAs(api.baseUrl, 'other-admin');
    staff = await signInAs(api.baseUrl, 'staff');
  }, 60_000);
  afterAll(() => api.close());

  it('counts what SQL counts, for the admins of two accounts, and each equals its list\'s total', async () => {
    for (const user of [admin, otherAdmin]) {
      const answer = await home(user);
      const expected = expectedFigures(user.groupId);
      expect(byId(answer.figures)).toEqual(expected);
      expect(Object.values(expected).some((count) => count > 0)).toBe(true);
      for (const figure of answer.figures) expect(await listTotal(user, user.groupId, figure), figure.id).toBe(figure.count);
      expect(byId(answer.watch ?? [])).toEqual(expectedWatch(user.groupId));
      expect(answer.attention).toBeUndefined();
    }
    expect(byId((await home(admin)).figures)).not.toEqual(byId((await home(otherAdmin)).figures));
  });

  it('counts across every account for staff in their own account, with the accounts needing attention', async () => {
    const answer = await home(staff);
    expect(byId(answer.figures)).toEqual(expectedFigures(undefined));
    for (const figure of answer.figures) expect(await listTotal(staff, staff.groupId, figure), figure.id).toBe(figure.count);
    expect(byId(answer.watch ?? [])).toEqual(expectedWatch(undefined));

    const attention = answer.attention ?? [];
    expect(attention.length).toBeGreaterThan(0);
    expect(attention.length).toBeLessThanOrEqual(10);
    const totals = attention.map((account) => account.reasons.reduce((sum, reason) => sum + reason.count, 0));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const account of attention) {
      expect(account.name).toBe(String(api.db.prepare('SELECT name FROM accounts WHERE id = ?').get(account.id)?.name));
      for (const reason of account.reasons) {
        expect(reason.count).toBeGreaterThan(0);
        if (reason.id === 'domains_expired') expect(reason.count).toBe(one("SELECT count(*) AS total FROM domains WHERE group_id = ? AND status IN ('expired', 'redemption')", account.id));
        if (reason.id === 'approvals_waiting') expect(reason.count).toBe(one("SELECT count(*) AS total FROM approval_requests WHERE group_id = ? AND status = 'pending'", account.id));
      }
    }
  });

  it('counts one account for staff acting in it, without the accounts needing attention', async () => {
    const answer = await home(staff, otherGroup);
    expect(byId(answer.figures)).toEqual(expectedFigures(otherGroup));
    expect(answer.attention).toBeUndefined();
  });

  it('answers only the figures the user may view', async () => {
    const brand = await signInAs(api.baseUrl, 'brand');
    const brandHome = await home(brand);
    expect(brandHome.figures.map((figure) => figure.id)).toEqual(['domains_expiring_30', 'domains_expiring_60', 'domains_expiring_90']);
    expect(byId(brandHome.watch ?? [])).toEqual(expectedWatch(brand.groupId));

    const viewer = await signInAs(api.baseUrl, 'viewer');
    const viewerHome = await home(viewer);
    expect(viewerHome.figures.map((figure) => figure.id)).not.toContain('jobs_running');
    expect(viewerHome.figures.map((figure) => figure.id)).toContain('approvals_waiting');
    expect(viewerHome.watch).toBeUndefined();

    const prospect = await signInAs(api.baseUrl, 'prospect');
    const prospectHome = await home(prospect);
    expect(prospectHome.figures).toEqual([]);
    expect(prospectHome.watch).toBeUndefined();
    expect(prospectHome.attention).toBeUndefined();

    addUser(api.db, brand.groupId, 'dns-only', ['dns-viewer']);
    const dnsOnly = await signInAs(api.baseUrl, 'dns-only');
    expect((await home(dnsOnly)).figures).toEqual([]);
  });

  it('lists the 10 newest audit entries the user may read, with the resource whose page they name', async () => {
    const answer = await home(admin);
    const expected = api.db.prepare(`SELECT id FROM audit_log WHERE group_id = ? AND area IN ('domains', 'dns', 'ssls', 'contacts', 'accounts', 'users', 'products', 'tlds', 'blocks', 'orders', 'approvals', 'invoicing', 'watch', 'reports', 'tray')
      AND (resource_type != 'tray_item' OR user_id = ?) ORDER BY created_at DESC, id DESC LIMIT 10`).all(admin.groupId, admin.id).map((row) => Number(row.id));
    expect(answer.recent_changes.map((entry) => entry.id)).toEqual(expected);
    for (const entry of answer.recent_changes) {
      expect(entry).toHaveProperty('created_at');
      if (entry.resource_type === 'domain') expect(entry.resource).toBe('domains');
      if (entry.resource_type === 'dns_record') expect(entry.resource).toBeUndefined();
    }

    const brand = await signInAs(api.baseUrl, 'brand');
    const areas = new Set((await home(brand)).recent_changes.map((entry) => entry.area));
    for (const area of areas) expect(['domains', 'reports', 'blocks', 'watch']).toContain(area);
  });

  it('refuses another account to a customer', async () => {
    const answer = await callJson(api.baseUrl, 'GET', `/groups/${otherGroup}/home`, { token: admin.token });
    expect(answer.status).toBe(404);
  });
});
