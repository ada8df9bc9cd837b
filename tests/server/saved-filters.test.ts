/** Saved list filters: per user and resource, shared ones visible to the account, checked like a list call. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Filter = { id: number; resource: string; name: string; pql: string; sort: string | null; fields: string | null; shared: boolean; own: boolean };
type Body = { data?: Filter[]; code?: string } & Partial<Filter>;

describe('saved filters', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    viewer = await signInAs(api.baseUrl, 'viewer');
  });
  afterAll(() => api.close());

  const call = (user: SignedInUser, method: string, path: string, body?: unknown) =>
    callJson<Body>(api.baseUrl, method, `/groups/${user.groupId}/saved_filters${path}`, { token: user.token, body });

  it('are saved, listed per resource and deleted by their owner', async () => {
    const saved = await call(admin, 'POST', '', { resource: 'domains', name: 'Locked .com', pql: 'tld equals com and registry_lock equals true', sort: '-expires_at', fields: 'name,expires_at' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ resource: 'domains', name: 'Locked .com', sort: '-expires_at', own: true, shared: false });
    const mine = await call(admin, 'GET', '?resource=domains');
    expect(mine.body.data?.map((filter) => filter.id)).toContain(saved.body.id);
    const theirs = await call(viewer, 'GET', '?resource=domains');
    expect(theirs.body.data?.map((filter) => filter.id)).not.toContain(saved.body.id);
    expect((await call(viewer, 'DELETE', `/${String(saved.body.id)}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/${String(saved.body.id)}`)).status).toBe(204);
    expect((await call(admin, 'GET', '?resource=domains')).body.data?.map((filter) => filter.id)).not.toContain(saved.body.id);
  });

  it('shared filters show to the whole account', async () => {
    const shared = await call(admin, 'POST', '', { resource: 'contacts', name: 'Unverified', pql: 'verification_status equals pending,failed', shared: true });
    const seen = await call(viewer, 'GET', '?resource=contacts');
    expect(seen.body.data?.find((filter) => filter.id === shared.body.id)).toMatchObject({ own: false, shared: true });
  });

  it('refuse queries, sorts and fields the resource does not have', async () => {
    expect((await call(admin, 'POST', '', { resource: 'domains', name: 'x', pql: 'colour equals blue' })).body.code).toBe('invalid_query');
    expect((await call(admin, 'POST', '', { resource: 'domains', name: 'x', pql: '', sort: 'notes' })).body.code).toBe('invalid_sort');
    expect((await call(admin, 'POST', '', { resource: 'planets', name: 'x', pql: '' })).body.code).toBe('unknown_resource');
    expect((await call(admin, 'POST', '', { resource: 'domains', pql: '' })).body.code).toBe('validation_failed');
    expect((await call(viewer, 'POST', '', { resource: 'intelligence-items', name: 'x', pql: '' })).status).toBe(403);
  });
});
