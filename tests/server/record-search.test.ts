/**
 * The account-wide DNS record search (`GET /groups/{context}/dns_records`, the declaration
 * dns-record-search behind /domains/search/records): PQL over name, type, content and zone name
 * finds records in every zone of the account and only of the account, each with its zone's
 * domain; it needs view-dns; and inside an account it reads the account's records by index
 * (migration 0016), never every record of every account.
 */
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAuthFor } from '../../server/api/auth/authenticate.ts';
import { toUserRow } from '../../server/api/auth/user-store.ts';
import { createAuditTrail } from '../../server/api/resources/audit-trail.ts';
import type { GroupScope } from '../../server/api/resources/group-scope.ts';
import { readListParameters } from '../../server/api/resources/list-parameters.ts';
import { createReferenceCheck } from '../../server/api/resources/reference-check.ts';
import { createResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import { createResourceStore } from '../../server/api/resources/resource-store.ts';
import { createStatementCache } from '../../server/api/resources/statement-cache.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;
interface ListAnswer { data: Row[]; meta: { total: number } }

describe('searching DNS records across the account\'s zones', () => {
  let api: TestApi;
  let admin: SignedInUser;

  const search = (token: string, groupId: string, query: Record<string, string>) =>
    callJson<ListAnswer & { code?: string }>(api.baseUrl, 'GET', `/groups/${groupId}/dns_records?${new URLSearchParams(query).toString()}`, { token });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
  });
  afterAll(async () => api?.close());

  it('finds by content in every zone of the account, with the zone\'s name and domain', async () => {
    // A content several of the account's zones share (their MX or NS host).
    const shared = api.db.prepare(`SELECT content, count(DISTINCT zone_id) AS zones FROM dns_records WHERE group_id = ? AND type IN ('MX', 'NS')
      GROUP BY content ORDER BY zones DESC LIMIT 1`).get(admin.groupId)!;
    expect(Number(shared.zones)).toBeGreaterThan(1);
    const answer = await search(admin.token, admin.groupId, { pql: `content contains "${String(shared.content)}"`, limit: '1000', fields: 'id,name,type,content,zone.name,zone.domain_id' });
    expect(answer.status).toBe(200);
    const expected = api.db.prepare("SELECT r.id, z.name AS zone, z.domain_id FROM dns_records r JOIN dns_zones z ON z.id = r.zone_id WHERE r.group_id = ? AND r.content LIKE ? ORDER BY r.id")
      .all(admin.groupId, `%${String(shared.content)}%`);
    expect(answer.body.meta.total).toBe(expected.length);
    expect(new Set(answer.body.data.map((row) => (row.zone as Row).name)).size).toBe(Number(shared.zones));
    const byId = new Map(expected.map((row) => [Number(row.id), row]));
    for (const row of answer.body.data) {
      expect((row.zone as Row).name).toBe(byId.get(Number(row.id))?.zone);
      expect((row.zone as Row).domain_id).toBe(byId.get(Number(row.id))?.domain_id);
    }
  });

  it('filters by name, type and zone name, and sorts by name', async () => {
    const zone = api.db.prepare('SELECT name FROM dns_zones WHERE group_id = ? AND domain_id IS NOT NULL ORDER BY id LIMIT 1').get(admin.groupId)!;
    const answer = await search(admin.token, admin.groupId, { pql: `zone.name equals ${String(zone.name)} and type equals MX,TXT and name equals @`, limit: '1000', sort: 'name' });
    expect(answer.status).toBe(200);
    const expected = Number(api.db.prepare("SELECT count(*) AS n FROM dns_records r JOIN dns_zones z ON z.id = r.zone_id WHERE z.name = ? AND r.type IN ('MX', 'TXT') AND r.name = '@'").get(zone.name)!.n);
    expect(expected).toBeGreaterThan(0);
    expect(answer.body.meta.total).toBe(expected);
    expect(answer.body.data.every((row) => row.name === '@' && ['MX', 'TXT'].includes(String(row.type)))).toBe(true);
  });

  it('shows a customer only the account\'s records, and needs view-dns', async () => {
    const answer = await search(admin.token, admin.groupId, { limit: '1000', fields: 'id' });
    expect(answer.body.meta.total).toBe(Number(api.db.prepare('SELECT count(*) AS n FROM dns_records WHERE group_id = ?').get(admin.groupId)!.n));
    const foreign = api.db.prepare('SELECT id, content FROM dns_records WHERE group_id != ? LIMIT 1').get(admin.groupId)!;
    expect((await search(admin.token, admin.groupId, { pql: `id equals ${String(foreign.id)}` })).body.meta.total).toBe(0);
    const other = String(api.db.prepare('SELECT id FROM accounts WHERE id != ? LIMIT 1').get(admin.groupId)!.id);
    expect((await search(admin.token, other, {})).status).toBe(404);
    addUser(api.db, admin.groupId, 'search-no-dns', ['domains-viewer']);
    const noDns = await signInAs(api.baseUrl, 'search-no-dns');
    expect((await search(noDns.token, admin.groupId, {})).status).toBe(403);
  });

  it('refuses writes: the search is read-only', async () => {
    const created = await callJson(api.baseUrl, 'POST', `/groups/${admin.groupId}/dns_records`, { token: admin.token, body: { name: 'x', type: 'A', ttl: 300, content: '192.0.2.1' } });
    expect(created.status).toBe(404);
  });

  describe('query plans inside one account', () => {
    let db: DatabaseSync;
    let ran: string[] = [];
    let list: (pql: string, sort?: string) => void;

    beforeAll(() => {
      db = api.db;
      const statements = createStatementCache(db);
      const recording = { get(sql: string) { ran.push(sql); return statements.get(sql); } };
      const store = createResourceStore({ db, statements: recording, audit: createAuditTrail(db), checkReferences: createReferenceCheck(db, statements), isoNow: () => new Date().toISOString() });
      const records = createResourceRegistry(db).byName('dns-record-search')!;
      const user = toUserRow(db.prepare('SELECT * FROM users WHERE username = ?').get('admin') as Row);
      const customer: GroupScope = { auth: requestAuthFor(user, 'test-session'), context: user.group_id, allAccounts: false, isStaff: false };
      list = (pql, sort = 'name') => {
        ran = [];
        store.list(records, customer, null, readListParameters(records, { pql, sort }));
      };
    });

    const plan = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((step) => String(step.detail));

    it.each([['', 'dns_records_group_name'], ['type equals MX', 'dns_records_group_type']])('"%s" reads its page in name order from %s, without sorting them all', (pql, index) => {
      list(pql);
      const page = ran.find((sql) => sql.includes('dns_records') && sql.includes('LIMIT'))!;
      const steps = plan(page);
      // The page's ids come in order from the index; only the page's own rows are put in order again.
      const reading = steps.slice(0, steps.indexOf('SCAN page')).join(' | ');
      expect(reading, steps.join(' | ')).toContain(`INDEX ${index}`);
      expect(reading, steps.join(' | ')).not.toContain('TEMP B-TREE');
    });

    it.each(['', 'content contains mail', 'name starts_with _', 'type equals MX', 'zone.name contains a'])('"%s" reads the account\'s records by index, never the whole table', (pql) => {
      list(pql);
      expect(ran.length).toBeGreaterThan(0);
      for (const sql of ran.filter((text) => text.includes('dns_records'))) {
        const steps = plan(sql);
        expect(steps.filter((step) => /^SCAN (t|dns_records)\b/.test(step)), `${sql}\n${steps.join(' | ')}`).toEqual([]);
      }
    });
  });
});
