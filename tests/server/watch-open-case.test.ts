/**
 * Opening a case from a match (issue 15, brand protection): 201 with the case and its first
 * action; in one transaction the match is linked and escalated, the evidence kept, and the audit
 * entries written as the generic writes write them; 409 when the match has a case or is not a
 * look-alike (wildcard DNS); 400 for a bad body; 403 for a plain viewer; 404 for another account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchSchemas } from '../../server/api/openapi/watch-schemas.ts';
import type { WatchCaseEntry } from '../../src/lib/schemas/watch-insights.ts';
import { answerValidator } from './support/answer-schema.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;

describe('opening a case from a match', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let brand: SignedInUser;
  let viewer: SignedInUser;
  let group: string;
  let otherGroup: string;

  const open = (user: SignedInUser, watchId: unknown, matchId: unknown, body?: unknown, context = group) =>
    callJson<{ data: WatchCaseEntry; code?: string; errors?: unknown[] } & Row>(api.baseUrl, 'POST', `/groups/${context}/watches/${String(watchId)}/domains/${String(matchId)}/case`, { token: user.token, body });
  const freshMatch = (groupId = group, offset = 0): Row => api.db.prepare(`SELECT id, watch_id, name, risk_score, technique, similarity, version FROM watch_domains
    WHERE group_id = ? AND case_id IS NULL AND wildcard_dns = 0 ORDER BY risk_score DESC, id LIMIT 1 OFFSET ?`).get(groupId, offset) as Row;

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 300 });
    group = groupOf(api.db, 'admin');
    otherGroup = String(api.db.prepare('SELECT group_id FROM watches WHERE group_id != ? ORDER BY group_id LIMIT 1').get(group)?.group_id);
    addUser(api.db, group, 'watch-reader', ['watch-viewer']);
    admin = await signInAs(api.baseUrl, 'admin');
    brand = await signInAs(api.baseUrl, 'brand');
    viewer = await signInAs(api.baseUrl, 'watch-reader');
  }, 60_000);
  afterAll(() => api.close());

  it('opens the case with its defaults, links the match, keeps the evidence and writes the audit entries', async () => {
    const match = freshMatch();
    const auditBefore = Number(api.db.prepare('SELECT max(id) AS id FROM audit_log').get()?.id ?? 0);
    const answer = await open(brand, match.watch_id, match.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const valid = answerValidator(watchSchemas().WatchCaseOpened);
    expect(valid(answer.body), JSON.stringify(valid.errors)).toBe(true);
    const entry = answer.body.data;
    const band = Number(match.risk_score) >= 70 ? 'high' : Number(match.risk_score) >= 40 ? 'medium' : 'low';
    expect(entry).toMatchObject({
      watch_id: Number(match.watch_id), domain_name: match.name, status: 'open', severity: band, action: 'monitor',
      title: `Look-alike ${String(match.name)} (${String(match.technique).replaceAll('_', ' ')})`, closed_at: null,
    });
    expect(entry.reference).toMatch(/^CASE-[0-9A-F]{8}$/);
    expect(entry.actions).toHaveLength(1);
    expect(entry.actions[0]).toMatchObject({ action: 'opened', note: null, actor_name: 'Sophie Walker' });
    expect(entry.actions[0]?.evidence).toMatchObject({
      name: match.name, technique: match.technique, similarity: match.similarity, risk_score: match.risk_score,
      resolves: expect.any(Boolean), has_mx: expect.any(Boolean), has_website: expect.any(Boolean), has_certificate: expect.any(Boolean),
      risk_factors: expect.any(Array), registrar_name: expect.any(String), registered_at: expect.any(String),
    });
    const linked = api.db.prepare('SELECT case_id, status, version FROM watch_domains WHERE id = ?').get(match.id as number);
    expect(linked).toMatchObject({ case_id: entry.id, status: 'escalated', version: Number(match.version) + 1 });
    const audit = api.db.prepare('SELECT resource_type, resource_id, action, username, after FROM audit_log WHERE id > ? ORDER BY id').all(auditBefore);
    expect(audit.map((row) => [row.resource_type, row.resource_id, row.action, row.username])).toEqual([
      ['watch_case', String(entry.id), 'create', 'brand'],
      ['watch_domain', String(match.id), 'update', 'brand'],
    ]);
    expect(JSON.parse(String(audit[1]?.after))).toEqual({ case_id: entry.id, status: 'escalated' });
    // The generic case record reads the same case.
    const record = await callJson<Row>(api.baseUrl, 'GET', `/groups/${group}/watches/${String(match.watch_id)}/cases/${entry.id}`, { token: admin.token });
    expect(record.body).toMatchObject({ reference: entry.reference, status: 'open' });
  });

  it('takes the title, severity, action and note it is given', async () => {
    const match = freshMatch();
    const answer = await open(admin, match.watch_id, match.id, { title: 'Phishing kit on a look-alike', severity: 'critical', action: 'takedown', note: 'Reported by the SOC.' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ title: 'Phishing kit on a look-alike', severity: 'critical', action: 'takedown' });
    expect(answer.body.data.actions[0]).toMatchObject({ action: 'opened', note: 'Reported by the SOC.' });
  });

  it('answers 409 for a match with a case, or under a wildcard DNS record, changing nothing', async () => {
    const withCase = api.db.prepare('SELECT d.id, d.watch_id, c.id AS case_id, c.reference FROM watch_domains d JOIN watch_cases c ON c.id = d.case_id WHERE d.group_id = ? LIMIT 1').get(group) as Row;
    const again = await open(admin, withCase.watch_id, withCase.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'case_exists', case_id: withCase.case_id, case_reference: withCase.reference });
    const wildcard = api.db.prepare('SELECT id, watch_id FROM watch_domains WHERE group_id = ? AND wildcard_dns = 1 LIMIT 1').get(group) as Row;
    const cases = Number(api.db.prepare('SELECT count(*) AS total FROM watch_cases').get()?.total);
    const refused = await open(admin, wildcard.watch_id, wildcard.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_a_lookalike');
    expect(Number(api.db.prepare('SELECT count(*) AS total FROM watch_cases').get()?.total)).toBe(cases);
    expect(api.db.prepare('SELECT case_id, status FROM watch_domains WHERE id = ?').get(wildcard.id as number)).toMatchObject({ case_id: null, status: 'ignored' });
  });

  it('refuses a bad body with the validation details', async () => {
    const match = freshMatch();
    const answer = await open(admin, match.watch_id, match.id, { severity: 'urgent', colour: 'red' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect((answer.body.errors as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(api.db.prepare('SELECT case_id FROM watch_domains WHERE id = ?').get(match.id as number)?.case_id).toBeNull();
  });

  it('needs manage-watch or brand-viewer, and keeps customers to their account', async () => {
    const match = freshMatch();
    const denied = await open(viewer, match.watch_id, match.id);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    const other = freshMatch(otherGroup);
    expect((await open(admin, other.watch_id, other.id, undefined, otherGroup)).status).toBe(404);
    expect((await open(admin, other.watch_id, other.id)).status).toBe(404);
    // A match of another watch of the same account is not this watch's.
    const otherWatch = api.db.prepare('SELECT id FROM watches WHERE group_id = ? AND id != ? LIMIT 1').get(group, match.watch_id as number) as Row;
    expect((await open(admin, otherWatch.id, match.id)).status).toBe(404);
    expect((await open(admin, match.watch_id, 'abc')).status).toBe(404);
    expect(api.db.prepare('SELECT case_id FROM watch_domains WHERE id = ?').get(match.id as number)?.case_id).toBeNull();
  });
});
