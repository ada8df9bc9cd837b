/**
 * A case's timeline follows every write of the case (issue 15, brand protection), not only
 * opening one on a match: a case created through the generic cases route starts with `opened`;
 * a change of state adds `status_changed` ("open → investigating"), a chosen action (`udrp`)
 * its own step; an edit of anything else adds nothing; a refused write adds nothing either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;

describe('a case\'s timeline through the generic case routes', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let group: string;
  let watchId: number;

  const cases = () => `/groups/${group}/watches/${watchId}/cases`;
  const steps = (caseId: unknown) => api.db.prepare(`SELECT a.action, a.note, a.evidence, u.username FROM watch_case_actions a
    LEFT JOIN users u ON u.id = a.actor_user_id WHERE a.case_id = ? ORDER BY a.at, a.id`).all(Number(caseId)).map((row) => ({ ...row }));

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 300 });
    group = groupOf(api.db, 'admin');
    watchId = Number(api.db.prepare('SELECT id FROM watches WHERE group_id = ? ORDER BY id LIMIT 1').get(group)?.id);
    admin = await signInAs(api.baseUrl, 'admin');
  }, 60_000);
  afterAll(() => api.close());

  it('starts a case made through POST with `opened`, by the user who made it', async () => {
    const created = await callJson<Row>(api.baseUrl, 'POST', cases(), { token: admin.token, body: { title: 'Counterfeit shop', status: 'open', severity: 'high' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(steps(created.body.id)).toEqual([{ action: 'opened', note: null, evidence: null, username: 'admin' }]);
  });

  it('adds the change of state and the chosen action, and nothing for other edits', async () => {
    const created = await callJson<Row>(api.baseUrl, 'POST', cases(), { token: admin.token, body: { title: 'Phishing page', status: 'open', severity: 'medium', action: 'monitor' } });
    const id = created.body.id;
    const patch = (version: unknown, body: Row) => callJson<Row>(api.baseUrl, 'PATCH', `${cases()}/${String(id)}`, { token: admin.token, body: { version, ...body } });
    const retitled = await patch(created.body.version, { title: 'Phishing page with a sign-in form' });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect(steps(id).map((step) => step.action)).toEqual(['opened']);
    const investigating = await patch(retitled.body.version, { status: 'investigating' });
    expect(investigating.status).toBe(200);
    const acted = await patch(investigating.body.version, { status: 'action_taken', action: 'udrp' });
    expect(acted.status).toBe(200);
    expect(steps(id).map(({ action, note }) => [action, note])).toEqual([
      ['opened', null],
      ['status_changed', 'open → investigating'],
      ['status_changed', 'investigating → action_taken'],
      ['udrp', null],
    ]);
    // A stale version is refused and leaves the timeline as it was.
    const stale = await patch(investigating.body.version, { status: 'closed' });
    expect(stale.status).toBe(409);
    expect(steps(id)).toHaveLength(4);
    // Going back to watching is no step taken.
    expect((await patch(acted.body.version, { action: 'monitor' })).status).toBe(200);
    expect(steps(id)).toHaveLength(4);
  });

  it('shows the steps on the watch report\'s case', async () => {
    const created = await callJson<Row>(api.baseUrl, 'POST', cases(), { token: admin.token, body: { title: 'Parked page', status: 'open', severity: 'low' } });
    await callJson<Row>(api.baseUrl, 'PATCH', `${cases()}/${String(created.body.id)}`, { token: admin.token, body: { version: created.body.version, status: 'closed' } });
    const report = await callJson<{ data: { cases: { id: number; actions: { action: string; note: string | null }[] }[] } }>(api.baseUrl, 'GET', `/groups/${group}/watches/${watchId}/report`, { token: admin.token });
    expect(report.status).toBe(200);
    const entry = report.body.data.cases.find((item) => item.id === created.body.id);
    expect(entry?.actions.map(({ action, note }) => [action, note])).toEqual([['opened', null], ['status_changed', 'open → closed']]);
  });
});
