/**
 * The seeded watch matches (issue 15): made with every technique, classified and scored by the
 * API's own functions (stored figures equal a fresh computation), the same from one seed to the
 * next, about 5 % under a wildcard DNS record (ignored, never escalated), sightings spread over
 * more than 12 weeks, and every case with 1–5 actions, the first `opened` with its evidence.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { migrate } from '../../server/api/db/migrate.ts';
import { seedDatabase } from '../../server/api/db/seed/seed-database.ts';
import { classifyLookalike } from '../../server/api/watch/lookalike-classifier.ts';
import { riskOf } from '../../server/api/watch/risk-score.ts';
import { lookalikeTechniques } from '../../src/lib/schemas/watch-insights.ts';

const dayMs = 86_400_000;
const analysis = 'SELECT w.brand, d.name, d.tld, d.technique, d.similarity, d.risk_score, d.risk_factors, d.wildcard_dns FROM watch_domains d JOIN watches w ON w.id = d.watch_id ORDER BY d.id';

describe('the seeded watch matches', () => {
  let directory: string;
  let first: DatabaseSync;
  let second: DatabaseSync;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'portal-watch-seed-'));
    [first, second] = ['first.sqlite', 'second.sqlite'].map((name, index) => {
      const db = openDatabase(join(directory, name));
      migrate(db);
      // The second seed runs a little later: the analysis must not depend on when it runs.
      seedDatabase(db, { domains: 200, startedAt: new Date(Date.now() + index * 3 * dayMs).toISOString() });
      return db;
    }) as [DatabaseSync, DatabaseSync];
  });
  afterAll(() => {
    first.close();
    second.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('gives identical techniques, similarities and risk from one seed to the next', () => {
    const rows = first.prepare(analysis).all();
    expect(rows.length).toBeGreaterThan(100);
    expect(second.prepare(analysis).all()).toEqual(rows);
  });

  it('stores what the classifier and the risk score compute, for every technique', () => {
    const rows = first.prepare('SELECT w.brand, d.* FROM watch_domains d JOIN watches w ON w.id = d.watch_id').all();
    for (const row of rows) {
      const label = String(row.name).slice(0, -(String(row.tld).length + 1));
      const classified = classifyLookalike(String(row.brand), label, String(row.tld));
      expect({ technique: row.technique, similarity: row.similarity }, String(row.name)).toEqual(classified);
      const risk = riskOf({
        similarity: Number(row.similarity), resolves: row.resolves === 1, hasMx: row.has_mx === 1, hasWebsite: row.has_website === 1,
        hasCertificate: row.has_certificate === 1, registeredAt: row.registered_at as string | null, firstSeenAt: String(row.first_seen_at),
      });
      expect(row.risk_score).toBe(risk.score);
      expect(JSON.parse(String(row.risk_factors))).toEqual(risk.factors);
      // A website needs an address, a certificate a website.
      if (row.has_website === 1) expect(row.resolves).toBe(1);
      if (row.has_certificate === 1) expect(row.has_website).toBe(1);
    }
    expect(new Set(rows.map((row) => row.technique))).toEqual(new Set(lookalikeTechniques));
  });

  it('marks about 5 % as wildcard DNS: ignored, never escalated', () => {
    const total = Number(first.prepare('SELECT count(*) AS total FROM watch_domains').get()?.total);
    const wildcards = first.prepare('SELECT status, case_id FROM watch_domains WHERE wildcard_dns = 1').all();
    expect(wildcards.length / total).toBeGreaterThan(0.02);
    expect(wildcards.length / total).toBeLessThan(0.09);
    for (const row of wildcards) expect(row).toEqual({ status: 'ignored', case_id: null });
  });

  it('spreads sightings over more than 12 weeks, up to now', () => {
    const range = first.prepare('SELECT min(first_seen_at) AS oldest, max(first_seen_at) AS newest FROM watch_domains').get();
    expect(Date.parse(String(range?.newest)) - Date.parse(String(range?.oldest))).toBeGreaterThan(12 * 7 * dayMs);
    expect(Date.parse(String(range?.newest))).toBeLessThanOrEqual(Date.now());
    const weeks = first.prepare("SELECT count(DISTINCT strftime('%W', first_seen_at)) AS total FROM watch_domains WHERE first_seen_at >= ?").get(new Date(Date.now() - 84 * dayMs).toISOString());
    expect(Number(weeks?.total)).toBeGreaterThanOrEqual(12);
  });

  it('gives every case 1–5 actions, the first one opened with the evidence of its match', () => {
    const cases = first.prepare('SELECT c.id, c.domain_name, c.opened_at, c.status, c.closed_at, d.id AS match_id, d.status AS match_status FROM watch_cases c LEFT JOIN watch_domains d ON d.case_id = c.id').all();
    expect(cases.length).toBeGreaterThan(10);
    for (const entry of cases) {
      expect(entry.match_status).toBe('escalated');
      const actions = first.prepare('SELECT action, evidence, at FROM watch_case_actions WHERE case_id = ? ORDER BY at, id').all(entry.id as number);
      expect(actions.length).toBeGreaterThanOrEqual(1);
      expect(actions.length).toBeLessThanOrEqual(5);
      expect(actions[0]?.action).toBe('opened');
      expect(actions[0]?.at).toBe(entry.opened_at);
      expect(JSON.parse(String(actions[0]?.evidence))).toMatchObject({ name: entry.domain_name, technique: expect.any(String), risk_factors: expect.any(Array) });
      for (const action of actions.slice(1)) expect(action.evidence).toBeNull();
      if (entry.closed_at) expect(String(actions.at(-1)?.at) <= String(entry.closed_at)).toBe(true);
    }
  });
});
