/**
 * Saved filters are bounded (issue 32, defect 5: the viewer saved 300 filters of 4 KB, listed
 * unpaginated at 1.2 MB, 50 of them shared into the admin's own list): a user keeps at most
 * SAVED_FILTER_LIMIT filters (409 saved_filter_limit beyond), lists are paginated, and filters
 * colleagues shared are listed apart from the user's own (`owner=others`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Filter = { id: number; name: string; own: boolean; shared: boolean };
type Body = { data?: Filter[]; meta?: { total: number; page: number; limit: number }; code?: string; limit?: number; parameter?: string } & Partial<Filter>;

describe('saved filter limits', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  const limit = 8;
  beforeAll(async () => {
    api = await startTestApi({ savedFilterLimit: limit });
    admin = await signInAs(api.baseUrl, 'admin');
    viewer = await signInAs(api.baseUrl, 'viewer');
  });
  afterAll(() => api.close());

  const call = (user: SignedInUser, method: string, path: string, body?: unknown) =>
    callJson<Body>(api.baseUrl, method, `/groups/${user.groupId}/saved_filters${path}`, { token: user.token, body });
  const save = (user: SignedInUser, name: string, extra: Record<string, unknown> = {}) =>
    call(user, 'POST', '', { resource: 'domains', name, pql: `name contains ${'x'.repeat(900)}`, ...extra });
  const kept = (user: SignedInUser) => Number((api.db.prepare('SELECT count(*) AS total FROM saved_filters WHERE user_id = ?').get(user.id) as { total: number }).total);

  it('a user keeps at most the limit, whatever the list; beyond it 409 saved_filter_limit, and a deleted one makes room', async () => {
    const ids: number[] = [];
    for (let index = kept(viewer); index < limit; index += 1) {
      const saved = await save(viewer, `Shared ${String(index).padStart(2, '0')}`, { shared: true, ...(index % 2 === 0 ? {} : { resource: 'contacts', pql: '' }) });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      ids.push(saved.body.id!);
    }
    const refused = await save(viewer, 'One too many');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'saved_filter_limit', limit });
    expect(kept(viewer)).toBe(limit);
    // Another user is not affected.
    expect((await save(admin, 'Admin one')).status).toBe(201);
    expect((await call(viewer, 'DELETE', `/${String(ids[0])}`)).status).toBe(204);
    expect((await save(viewer, 'One too many')).status).toBe(201);
  });

  it('lists the user’s own filters by pages, by name, with the total', async () => {
    const all = await call(viewer, 'GET', '?resource=domains&limit=1000');
    const names = (all.body.data ?? []).map((filter) => filter.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(all.body.meta).toEqual({ total: names.length, page: 1, limit: 1000 });
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    const second = await call(viewer, 'GET', '?resource=domains&limit=2&page=2');
    expect(second.body.data?.map((filter) => filter.name)).toEqual(names.slice(2, 4));
    expect(second.body.meta).toEqual({ total: names.length, page: 2, limit: 2 });
    // Without a limit: a page of 100, which holds every filter a user may keep by default.
    expect((await call(viewer, 'GET', '?resource=domains')).body.meta).toMatchObject({ page: 1, limit: 100 });
    for (const query of ['?limit=1001', '?limit=0', '?page=0', '?owner=everyone', '?limit=2&limit=3']) {
      const bad = await call(viewer, 'GET', query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.code, query).toBe('invalid_parameter');
    }
  });

  it('lists colleagues’ shared filters apart from the user’s own, paginated, never in the own list', async () => {
    // The ones the first test shared (the seed's may copy one of the admin's own, and are then left out).
    const viewerShared = new Set(((await call(viewer, 'GET', '?limit=1000')).body.data ?? []).filter((filter) => filter.shared && filter.name.startsWith('Shared ')).map((filter) => filter.id));
    expect(viewerShared.size).toBeGreaterThanOrEqual(4);
    const own = (await call(admin, 'GET', '?limit=1000')).body.data ?? [];
    expect(own.every((filter) => filter.own)).toBe(true);
    expect(own.some((filter) => viewerShared.has(filter.id))).toBe(false);

    const first = await call(admin, 'GET', '?owner=others&limit=3');
    const total = first.body.meta!.total;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 3); page += 1) {
      const answer = await call(admin, 'GET', `?owner=others&limit=3&page=${page}`);
      expect(answer.body.meta).toEqual({ total, page, limit: 3 });
      expect(answer.body.data!.length).toBeLessThanOrEqual(3);
      for (const filter of answer.body.data!) {
        expect(filter).toMatchObject({ own: false, shared: true });
        seen.push(filter.id);
      }
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    for (const id of viewerShared) expect(seen).toContain(id);
  });
});
