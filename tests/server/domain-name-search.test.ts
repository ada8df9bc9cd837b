/**
 * List speed without changed answers (DESIGN.md section 10), on a real seeded SQLite file:
 * a contains on domain names across every account is found through the trigram index (migration
 * 0014), never by reading every domain; the index follows creates, renames and deletes; and a
 * page of common matches, read by walking the sort order, is the same page the planner's own
 * way gives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAuthFor } from '../../server/api/auth/authenticate.ts';
import { toUserRow } from '../../server/api/auth/user-store.ts';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { createAuditTrail } from '../../server/api/resources/audit-trail.ts';
import type { BoundResource } from '../../server/api/resources/bound-resource.ts';
import type { GroupScope } from '../../server/api/resources/group-scope.ts';
import { readListParameters } from '../../server/api/resources/list-parameters.ts';
import { createReferenceCheck } from '../../server/api/resources/reference-check.ts';
import { createResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import { createResourceStore, type ResourceStore } from '../../server/api/resources/resource-store.ts';
import { createStatementCache } from '../../server/api/resources/statement-cache.ts';
import { createSeededDatabase } from './support/test-api.ts';

type Row = Record<string, unknown>;

describe('searching domain names', () => {
  let directory: string;
  let db: DatabaseSync;
  let store: ResourceStore;
  let domains: BoundResource;
  let staff: GroupScope;
  let customer: GroupScope;
  /** The SQL texts the store ran since the last list call. */
  let ran: string[] = [];

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'portal-name-search-'));
    db = openDatabase(createSeededDatabase(directory, 300));
    const statements = createStatementCache(db);
    const recording = {
      get(sql: string) {
        ran.push(sql);
        return statements.get(sql);
      },
    };
    store = createResourceStore({ db, statements: recording, audit: createAuditTrail(db), checkReferences: createReferenceCheck(db, statements), isoNow: () => new Date().toISOString() });
    domains = createResourceRegistry(db).byName('domains')!;
    const scopeOf = (username: string, allAccounts: boolean): GroupScope => {
      const user = toUserRow(db.prepare('SELECT * FROM users WHERE username = ?').get(username) as Row);
      return { auth: requestAuthFor(user, 'test-session'), context: user.group_id, allAccounts, isStaff: allAccounts };
    };
    staff = scopeOf('staff', true);
    customer = scopeOf('admin', false);
  });
  afterAll(() => {
    db.close();
    rmSync(directory, { recursive: true, force: true });
  });

  function list(scope: GroupScope, query: Record<string, string>) {
    ran = [];
    return store.list(domains, scope, null, readListParameters(domains, query));
  }

  function plan(sql: string): string[] {
    return db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((step) => String(step.detail));
  }

  const fullScan = /^SCAN (t|domains)\b/;
  const countOf = (statements: readonly string[]) => statements.find((sql) => sql.startsWith('SELECT count(*)') && sql.includes('LIKE'));
  const everyName = () => db.prepare('SELECT id, name FROM domains ORDER BY id').all() as { id: number; name: string }[];

  it.each([
    'name contains aurora',
    'name contains AURORA',
    'name starts_with kes',
    'name ends_with .co.uk',
    'name equals *ora*shop*',
    'name contains food and status equals active,expired and expires_at less_than 2028-06-01',
  ])('staff: %s is counted through the trigram index, with no full scan of domains', (pql) => {
    list(staff, { pql });
    const count = countOf(ran);
    expect(count, ran.join('\n')).toBeDefined();
    const steps = plan(count!);
    expect(steps.filter((step) => fullScan.test(step)), steps.join(' | ')).toEqual([]);
    expect(steps.some((step) => step.includes('domain_name_trigrams VIRTUAL TABLE INDEX')), steps.join(' | ')).toBe(true);
  });

  it('staff: a page of rare matches is read through the trigram index too', () => {
    const name = everyName().at(-1)!.name;
    const answer = list(staff, { pql: `name contains ${name}` });
    expect(answer.data.map((record) => record.name)).toEqual([name]);
    const page = ran.find((sql) => sql.includes('LIMIT ? OFFSET ?'))!;
    const steps = plan(page);
    expect(steps.filter((step) => fullScan.test(step)), steps.join(' | ')).toEqual([]);
    expect(steps.some((step) => step.includes('domain_name_trigrams VIRTUAL TABLE INDEX')), steps.join(' | ')).toBe(true);
  });

  it('falls back to reading every name for needles of one or two characters, with the same answer', () => {
    const names = everyName();
    const answer = list(staff, { pql: 'name contains z', limit: '1000' });
    expect(answer.meta.total).toBe(names.filter((row) => row.name.includes('z')).length);
    expect(countOf(ran)).not.toContain('domain_name_trigrams');
  });

  it('customer: stays on the account\'s own indexes, and never scans every domain', () => {
    list(customer, { pql: 'name contains aurora' });
    const steps = plan(countOf(ran)!);
    expect(steps.join(' | ')).not.toContain('domain_name_trigrams');
    expect(steps.filter((step) => fullScan.test(step)), steps.join(' | ')).toEqual([]);
  });

  it('answers exactly what a case-insensitive substring search of every name answers', () => {
    const names = everyName();
    const needles = ['aurora', 'AuRoRa', '.com', 'co.uk', 'kes', 'zzzz', 'a-f', '-', '.', 'ü', 'bücher', ...names.slice(0, 40).map((row) => row.name.slice(2, 7))];
    // SQLite's LIKE folds ASCII letters only.
    const asciiFold = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());
    for (const needle of needles) {
      const exact = names.filter((row) => asciiFold(row.name).includes(asciiFold(needle))).map((row) => row.id);
      const answer = list(staff, { pql: `name contains "${needle}"`, limit: '1000', sort: 'id' });
      expect(answer.data.map((record) => record.id), needle).toEqual(exact);
    }
  });

  it('follows creates, renames and deletes', () => {
    const some = everyName()[5]!;
    const created = Number(
      db
        .prepare(`INSERT INTO domains (group_id, name, unicode_name, tld, tld_id, status, registered_at, expires_at)
          SELECT group_id, 'zqxfresh-example.com', 'zqxfresh-example.com', tld, tld_id, status, registered_at, expires_at FROM domains WHERE id = ?`)
        .run(some.id).lastInsertRowid,
    );
    const found = (needle: string) => list(staff, { pql: `name contains ${needle}`, limit: '1000', sort: 'id' }).data.map((record) => record.id);
    expect(found('zqxfresh')).toEqual([created]);
    db.prepare("UPDATE domains SET name = 'zqxrenamed-example.com' WHERE id = ?").run(created);
    expect(found('zqxfresh')).toEqual([]);
    expect(found('zqxrenamed')).toEqual([created]);
    db.prepare('DELETE FROM domains WHERE id = ?').run(created);
    expect(found('zqxrenamed')).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM domain_name_trigrams').get()?.n).toBe(everyName().length);
  });

  describe('pages of common matches walk the sort order', () => {
    /** Whether the last page hid its filter from the planner so that it walks the sort order. */
    const walked = () => ran.some((sql) => sql.includes('LIMIT ? OFFSET ?') && sql.includes('(+('));

    it.each([
      ['staff', '-created_at', true],
      ['staff', 'expires_at', true],
      ['staff', 'name', true],
      // An index gives registration order (the pulse's, table 0030); none gives the TLD's across every account.
      ['staff', '-registered_at', true],
      ['staff', 'tld', false],
      // The planner walks the account's created_at index by itself.
      ['customer', '-created_at', false],
    ] as const)('%s, sorted by %s: every page is the page of the whole sorted answer (filter hidden to walk: %s)', (who, sort, walksFirstPage) => {
      const scope = who === 'staff' ? staff : customer;
      const pql = 'status equals active,expired and name contains a';
      const whole = list(scope, { pql, sort, limit: '1000' });
      expect(whole.meta.total).toBeGreaterThan(50);
      const limit = 7;
      let walks = 0;
      for (let page = 1; (page - 1) * limit < whole.meta.total + limit; page += 1) {
        const answer = list(scope, { pql, sort, limit: String(limit), page: String(page) });
        if (walked()) walks += 1;
        expect(answer.meta.total).toBe(whole.meta.total);
        expect(answer.data.map((record) => record.id), `page ${page}`).toEqual(whole.data.slice((page - 1) * limit, page * limit).map((record) => record.id));
      }
      list(scope, { pql, sort, limit: String(limit) });
      expect(walked()).toBe(walksFirstPage);
      if (walksFirstPage) expect(walks).toBeGreaterThan(0);
    });
  });
});
