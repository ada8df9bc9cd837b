/** Zones for the zone editor's specs, and records published in them through the API before a test edits them in the browser. */
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eApiBase } from './e2e-environment.ts';

export interface ZoneRow {
  id: number;
  domain_id: number;
  name: string;
  serial: number;
}

/** The account's forward zone number `index` (by id): specs take zones far down the list, each its own, so parallel workers and repeats never share one. */
export async function zoneFor(request: APIRequestContext, token: string, groupId: string, index: number): Promise<ZoneRow> {
  const answer = await request.get(`${e2eApiBase}/groups/${groupId}/zones`, {
    headers: { authorization: `Bearer ${token}` },
    params: { sort: 'id', limit: 1, page: index + 1, pql: 'kind equals forward' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const zone = ((await answer.json()) as { data: ZoneRow[] }).data[0];
  if (!zone) throw new Error(`The e2e seed has no forward zone number ${index}`);
  return zone;
}

/** Stages creates and publishes them through the API: the records a test edits in the UI. */
export async function publishRecords(request: APIRequestContext, token: string, groupId: string, zoneId: number, records: object[]): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const base = `${e2eApiBase}/groups/${groupId}/zones/${zoneId}`;
  await request.delete(`${base}/draft`, { headers });
  for (const record of records) {
    const staged = await request.post(`${base}/draft/changes`, { headers, data: { action: 'create', record } });
    expect(staged.status(), await staged.text()).toBe(201);
  }
  const plan = (await (await request.get(`${base}/plan`, { headers })).json()) as { base_serial: number; draft_version: number; warnings: { code: string }[] };
  const published = await request.post(`${base}/publish`, { headers, data: { base_serial: plan.base_serial, draft_version: plan.draft_version, confirm: plan.warnings.map((warning) => warning.code) } });
  expect(published.status(), await published.text()).toBe(200);
  return ((await published.json()) as { serial: number }).serial;
}
