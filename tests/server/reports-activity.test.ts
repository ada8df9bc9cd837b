/**
 * The portfolio activity report (DESIGN.md section 14; server/api/reports/portfolio-activity-report.ts):
 * the audit log's entries per period, kind (area) and user equal what SQL finds, for two customer
 * accounts and for staff, by day, week and month; only areas the caller may view count and a
 * per-user resource's entries only when they are the caller's own; the period's parameters are
 * checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportAnswer, ReportSection } from '../../src/lib/schemas/report.ts';
import { startJobsApp, type JobsApp } from './support/jobs-app.ts';
import { addUser } from './support/test-users.ts';

type Row = Record<string, unknown>;
type Counts = Record<string, number>;

const dayMs = 86_400_000;

interface Caller {
  label: string;
  token: string;
  userId: number;
  context: string;
  sees: string | null;
  /** Areas the caller may not view. */
  hidden: readonly string[];
  /** Only these areas, when set. */
  only?: readonly string[];
}

describe('the portfolio activity report', () => {
  let app: JobsApp;
  let groupA: string;
  let groupB: string;
  let callers: Caller[];
  let admin: Caller;

  const all = (sql: string, ...params: (string | number)[]) => app.db.prepare(sql).all(...params) as Row[];
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const shift = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * dayMs);
  const today = () => dayOf(app.clock.now());
  const tally = (rows: Row[], keyOf: (row: Row) => string): Counts => {
    const counts: Counts = {};
    for (const row of rows) counts[keyOf(row)] = (counts[keyOf(row)] ?? 0) + 1;
    return counts;
  };

  async function report(caller: Caller, query = ''): Promise<ReportAnswer> {
    const answer = await app.call<{ data: ReportAnswer }>(caller.token, 'GET', `/groups/${caller.context}/reports/portfolio-activity${query}`);
    expect(answer.status, `${caller.label} ${query}: ${answer.text}`).toBe(200);
    return answer.body.data;
  }
  const section = (answer: ReportAnswer, id: string): ReportSection => {
    const found = answer.sections.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no section ${id}`);
    return found;
  };
  const countsOf = (answer: ReportAnswer, id: string): Counts => Object.fromEntries(section(answer, id).rows.map((row) => [row.key, row.count]));

  /** The entries the caller reads from..to, straight from the table. */
  function entries(caller: Caller, from: string, to: string): Row[] {
    const rows = all(`SELECT * FROM audit_log WHERE created_at >= ? AND created_at < ? ${caller.sees === null ? '' : 'AND group_id = ?'}`,
      from, shift(to, 1), ...(caller.sees === null ? [] : [caller.sees]));
    return rows.filter((row) => !caller.hidden.includes(String(row.area)) && (caller.only === undefined || caller.only.includes(String(row.area))))
      .filter((row) => row.resource_type !== 'tray_item' || row.user_id === caller.userId);
  }

  function periodOf(created: unknown, interval: string): string {
    const day = String(created).slice(0, 10);
    if (interval === 'month') return `${day.slice(0, 7)}-01`;
    if (interval === 'week') return shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    return day;
  }

  function periods(from: string, to: string, interval: string): string[] {
    const starts: string[] = [];
    for (let start = periodOf(from, interval); start <= to;) {
      starts.push(start);
      if (interval === 'day') start = shift(start, 1);
      else if (interval === 'week') start = shift(start, 7);
      else start = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 1)).toISOString().slice(0, 10);
    }
    return starts;
  }

  function expectActivity(answer: ReportAnswer, caller: Caller, from: string, to: string, interval: string): void {
    const label = `${caller.label} ${from}…${to} ${interval}`;
    const rows = entries(caller, from, to);
    const kinds = tally(rows, (row) => String(row.area));
    expect(answer.total, label).toBe(rows.length);
    expect(answer.key_figures, label).toEqual([
      { id: 'events_total', value: rows.length, unit: 'count' },
      { id: 'active_users', value: new Set(rows.filter((row) => row.user_id !== null).map((row) => row.user_id)).size, unit: 'count' },
    ]);
    expect(countsOf(answer, 'by_kind'), label).toEqual(kinds);
    expect(countsOf(answer, 'by_user'), label).toEqual(tally(rows, (row) => (row.username === null || row.username === 'system' ? '' : String(row.username))));
    const overTime = section(answer, 'over_time');
    expect(overTime.rows.map((row) => row.key), label).toEqual(periods(from, to, interval));
    expect([...(overTime.series ?? [])].sort(), label).toEqual(Object.keys(kinds).sort());
    for (const row of overTime.rows) {
      const inside = rows.filter((entry) => periodOf(entry.created_at, interval) === row.key);
      expect(row.count, `${label} ${row.key}`).toBe(inside.length);
      expect(row.values, `${label} ${row.key}`).toEqual({ ...Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0])), ...tally(inside, (entry) => String(entry.area)) });
    }
  }

  beforeAll(async () => {
    app = await startJobsApp({ domains: 300 });
    groupA = String(app.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    groupB = String(app.db.prepare('SELECT group_id FROM audit_log WHERE group_id != ? GROUP BY group_id ORDER BY count(*) DESC LIMIT 1').get(groupA)?.group_id);
    const adminId = Number(app.db.prepare("SELECT id FROM users WHERE username = 'admin'").get()?.id);
    const viewerId = Number(app.db.prepare("SELECT id FROM users WHERE username = 'viewer'").get()?.id);
    const reporterB = addUser(app.db, groupB, 'activity-b', ['reports-viewer', 'domains-viewer', 'dns-viewer']);
    const dnsOnly = addUser(app.db, groupA, 'activity-dns', ['reports-viewer', 'dns-viewer']);
    // Entries over the last 120 days: areas the customer may and may not view, the tray's own
    // entries of two users, the portal itself and an entry without a user.
    const insert = app.db.prepare(`INSERT INTO audit_log (group_id, user_id, username, area, resource_type, resource_id, resource_name, action, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, '1', 'x', 'update', ?, ?)`);
    const areas = ['domains', 'dns', 'ssls', 'intelligence', 'tray', 'contacts', 'dns'];
    const actors: [number | null, string | null][] = [[adminId, 'admin'], [viewerId, 'viewer'], [null, 'system'], [null, null], [null, 'approver:someone@example.com']];
    for (let index = 0; index < 160; index++) {
      const at = new Date(app.clock.now() - index * 0.75 * dayMs - 3_600_000).toISOString();
      const area = areas[index % areas.length] as string;
      const [userId, username] = actors[index % actors.length] as [number | null, string | null];
      const group = index % 4 === 3 ? groupB : groupA;
      insert.run(group, area === 'tray' ? (index % 2 === 0 ? adminId : viewerId) : userId, username, area, area === 'tray' ? 'tray_item' : 'domain', at, at);
    }
    const staffToken = await app.signIn('staff');
    const staffId = Number(app.db.prepare("SELECT id FROM users WHERE username = 'staff'").get()?.id);
    const staffGroup = String(app.db.prepare("SELECT group_id FROM users WHERE username = 'staff'").get()?.group_id);
    admin = { label: 'customer A', token: await app.signIn('admin'), userId: adminId, context: groupA, sees: groupA, hidden: ['intelligence'] };
    callers = [
      admin,
      { label: 'customer A, DNS only', token: await app.signIn('activity-dns'), userId: dnsOnly, context: groupA, sees: groupA, hidden: [], only: ['dns', 'reports'] },
      { label: 'customer B', token: await app.signIn('activity-b'), userId: reporterB, context: groupB, sees: groupB, hidden: [], only: ['domains', 'dns', 'reports'] },
      { label: 'staff (every account)', token: staffToken, userId: staffId, context: staffGroup, sees: null, hidden: [] },
      { label: 'staff in account B', token: staffToken, userId: staffId, context: groupB, sees: groupB, hidden: [] },
    ];
  }, 60_000);
  afterAll(() => app.close());

  it('counts the last 30 days by day by default', async () => {
    for (const caller of callers) {
      const answer = await report(caller);
      expect(answer.total, caller.label).toBeGreaterThan(0);
      expectActivity(answer, caller, shift(today(), -29), today(), 'day');
    }
  });

  it('counts any period by week (the default beyond 62 days), by month, or by day', async () => {
    const to = shift(today(), -3);
    const from = shift(to, -99);
    for (const caller of callers) {
      expectActivity(await report(caller, `?from=${from}&to=${to}`), caller, from, to, 'week');
      expectActivity(await report(caller, `?from=${from}&to=${to}&interval=month`), caller, from, to, 'month');
      expectActivity(await report(caller, `?from=${from}&to=${to}&interval=day`), caller, from, to, 'day');
    }
    const short = shift(today(), -61);
    expectActivity(await report(admin, `?from=${short}&to=${today()}`), admin, short, today(), 'day');
    expectActivity(await report(admin, `?from=${shift(today(), -62)}&to=${today()}`), admin, shift(today(), -62), today(), 'week');
  });

  it('gives every row PQL that selects the entries it counts', async () => {
    const query = `?from=${shift(today(), -40)}&to=${today()}&interval=week`;
    const answer = await report(admin, query);
    for (const part of answer.sections) {
      for (const row of part.rows.filter((candidate) => candidate.pql !== undefined)) {
        const narrowed = await report(admin, `${query}&pql=${encodeURIComponent(String(row.pql))}`);
        expect(narrowed.total, `${part.id} ${row.key}: ${row.pql}`).toBe(row.count);
      }
    }
    expect(section(answer, 'by_user').rows.find((row) => row.key === '')?.pql).toBeUndefined();
  });

  it('checks from, to and interval', async () => {
    const cases: [string, string][] = [
      ['?from=2026-13-01&to=2026-12-01', 'from'], ['?from=2026-02-30&to=2026-03-10', 'from'], ['?from=yesterday', 'from'],
      ['?from=2026-03-10&to=2026-03-01', 'to'], ['?from=2025-01-01&to=2026-03-01', 'from'], ['?interval=year', 'interval'],
      ['?from=2026-01-01&from=2026-01-02', 'from'],
    ];
    for (const [query, parameter] of cases) {
      const answer = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/portfolio-activity${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ code: 'invalid_parameter', parameter });
    }
    // 400 days is the most.
    expect((await report(admin, `?from=${shift(today(), -399)}&to=${today()}`)).total).toBe(entries(admin, shift(today(), -399), today()).length);
    const bad = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/portfolio-activity?pql=${encodeURIComponent('area equals')}`);
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'invalid_query', parameter: 'pql' });
  });

  it('filters with pql over the audit log\'s fields', async () => {
    const answer = await report(admin, `?pql=${encodeURIComponent('username equals admin and area equals dns,domains')}`);
    const wanted = entries(admin, shift(today(), -29), today()).filter((row) => row.username === 'admin' && ['dns', 'domains'].includes(String(row.area)));
    expect(answer.total).toBe(wanted.length);
    expect(countsOf(answer, 'by_user')).toEqual(wanted.length === 0 ? {} : { admin: wanted.length });
  });
});
