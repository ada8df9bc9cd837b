import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { migrate } from '../../server/api/db/migrate.ts';
import { seedDatabase, type SeedSummary } from '../../server/api/db/seed/seed-database.ts';

function seedInto(directory: string, name: string, domains: number): { db: DatabaseSync; summary: SeedSummary } {
  const db = openDatabase(join(directory, name));
  migrate(db);
  return { db, summary: seedDatabase(db, { domains }) };
}

const column = (db: DatabaseSync, sql: string) => db.prepare(sql).all().map((row) => Object.values(row)[0]);

describe('the demo seed', () => {
  let directory: string;
  let first: { db: DatabaseSync; summary: SeedSummary };
  let second: { db: DatabaseSync; summary: SeedSummary };

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'portal-seed-'));
    first = seedInto(directory, 'first.sqlite', 400);
    second = seedInto(directory, 'second.sqlite', 400);
  });
  afterAll(() => {
    first.db.close();
    second.db.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is deterministic: the same SEED_DOMAINS gives the same names, records and account ids', () => {
    const names = column(first.db, 'SELECT name FROM domains ORDER BY id');
    expect(names).toHaveLength(400);
    expect(column(second.db, 'SELECT name FROM domains ORDER BY id')).toEqual(names);
    const records = 'SELECT zone_id || name || type || content FROM dns_records ORDER BY id';
    expect(column(second.db, records)).toEqual(column(first.db, records));
    expect(column(second.db, 'SELECT id FROM accounts ORDER BY id')).toEqual(column(first.db, 'SELECT id FROM accounts ORDER BY id'));
  });

  it('seeds a small portfolio quickly', () => {
    expect(first.summary.domains).toBe(400);
    expect(first.summary.durationMs).toBeLessThan(5000);
  });

  it('covers every DNS record type, every certificate state, several currencies and multi-part TLDs', () => {
    expect(column(first.db, 'SELECT DISTINCT type FROM dns_records ORDER BY type')).toEqual(
      ['A', 'AAAA', 'CAA', 'CNAME', 'DS', 'HTTPS', 'MX', 'NS', 'PTR', 'SOA', 'SRV', 'SVCB', 'TLSA', 'TXT'],
    );
    expect(column(first.db, 'SELECT DISTINCT status FROM ssl_certificates ORDER BY status')).toEqual(
      ['cancelled', 'expired', 'issued', 'pending_issuance', 'pending_validation', 'rejected', 'requested', 'revoked'],
    );
    expect(column(first.db, 'SELECT DISTINCT currency FROM transactions')).toEqual(expect.arrayContaining(['JPY', 'EUR', 'GBP', 'USD']));
    expect(column(first.db, "SELECT amount FROM transactions WHERE currency = 'JPY' AND kind = 'charge' LIMIT 20").every((amount) => Number(amount) % 10 === 0)).toBe(true);
    expect(column(first.db, "SELECT DISTINCT tld FROM domains WHERE tld LIKE '%.%'")).toEqual(expect.arrayContaining(['co.uk', 'co.jp']));
    expect(Number(column(first.db, 'SELECT count(DISTINCT country_code) FROM contacts')[0])).toBeGreaterThanOrEqual(8);
  });

  it('has the demo users, one account per group and group-scoped rows everywhere', () => {
    expect(column(first.db, "SELECT username FROM users WHERE username IN ('staff','admin','viewer','brand','prospect','twofactor','sso') ORDER BY username"))
      .toEqual(['admin', 'brand', 'prospect', 'sso', 'staff', 'twofactor', 'viewer']);
    expect(column(first.db, 'SELECT count(*) FROM accounts WHERE id <> group_id')[0]).toBe(0);
    for (const table of ['domains', 'dns_records', 'contacts', 'orders', 'approval_requests', 'transactions', 'watches', 'intelligence_items', 'pricing_rules']) {
      expect(Number(column(first.db, `SELECT count(*) FROM ${table}`)[0]), table).toBeGreaterThan(0);
      expect(Number(column(first.db, `SELECT count(*) FROM ${table} WHERE length(group_id) <> 36`)[0]), table).toBe(0);
    }
  });

  it('passes SQLite\'s own integrity and foreign-key checks', () => {
    expect(column(first.db, 'PRAGMA integrity_check')).toEqual(['ok']);
    expect(first.db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });
});
