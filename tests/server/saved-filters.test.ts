/** Saved list filters: per user and resource, shared ones visible to the account (listed apart), checked like a list call. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, migrationsDirectory } from '../../server/api/db/migrate.ts';
import { openDatabase } from '../../server/api/db/open-database.ts';
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
    const seen = await call(viewer, 'GET', '?resource=contacts&owner=others');
    expect(seen.body.data?.find((filter) => filter.id === shared.body.id)).toMatchObject({ own: false, shared: true });
    // Apart from the viewer's own filters.
    expect((await call(viewer, 'GET', '?resource=contacts')).body.data?.map((filter) => filter.id)).not.toContain(shared.body.id);
  });

  it('refuse queries, sorts and fields the resource does not have', async () => {
    expect((await call(admin, 'POST', '', { resource: 'domains', name: 'x', pql: 'colour equals blue' })).body.code).toBe('invalid_query');
    expect((await call(admin, 'POST', '', { resource: 'domains', name: 'x', pql: '', sort: 'notes' })).body.code).toBe('invalid_sort');
    expect((await call(admin, 'POST', '', { resource: 'planets', name: 'x', pql: '' })).body.code).toBe('unknown_resource');
    expect((await call(admin, 'POST', '', { resource: 'domains', pql: '' })).body.code).toBe('validation_failed');
    expect((await call(viewer, 'POST', '', { resource: 'intelligence-items', name: 'x', pql: '' })).status).toBe(403);
  });
});

describe('saved filter names and listing', () => {
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
    callJson<Body & { fields?: string[] }>(api.baseUrl, method, `/groups/${user.groupId}/saved_filters${path}`, { token: user.token, body });
  const named = (filters: Filter[] | undefined, name: string) => (filters ?? []).filter((filter) => filter.name === name);

  it('refuse a second filter of the same name on the same list, naming the field, whatever the case and spaces', async () => {
    expect((await call(admin, 'POST', '', { resource: 'contacts', name: 'Mine only', pql: 'kind equals person' })).status).toBe(201);
    const again = await call(admin, 'POST', '', { resource: 'contacts', name: '  mine ONLY ', pql: 'kind equals organisation' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate', fields: ['name'] });
    expect(named((await call(admin, 'GET', '?resource=contacts')).body.data, 'Mine only')).toHaveLength(1);
    // Another list, or another user, may use the name.
    expect((await call(admin, 'POST', '', { resource: 'domains', name: 'Mine only', pql: '' })).status).toBe(201);
    expect((await call(viewer, 'POST', '', { resource: 'contacts', name: 'Mine only', pql: '' })).status).toBe(201);
  });

  it('list each filter once: a colleague’s shared copy of one the user has is left out', async () => {
    const pql = 'verification_status equals failed';
    const own = await call(admin, 'POST', '', { resource: 'contacts', name: 'Failed checks', pql });
    const copy = await call(viewer, 'POST', '', { resource: 'contacts', name: 'failed checks', pql, shared: true });
    expect(copy.status).toBe(201);
    const copies = [...(await call(admin, 'GET', '?resource=contacts')).body.data ?? [], ...(await call(admin, 'GET', '?resource=contacts&owner=others')).body.data ?? []]
      .filter((filter) => filter.name.toLowerCase() === 'failed checks');
    expect(copies.map((filter) => [filter.id, filter.own])).toEqual([[own.body.id, true]]);
    // The colleague still has it, as their own.
    expect(named((await call(viewer, 'GET', '?resource=contacts')).body.data, 'failed checks')).toMatchObject([{ own: true, shared: true }]);
  });

  it('mark shared filters of others, listed apart from the user’s own', async () => {
    const mine = await call(admin, 'POST', '', { resource: 'domains', name: 'Quarter renewals', pql: 'auto_renew equals true' });
    const theirs = await call(viewer, 'POST', '', { resource: 'domains', name: 'Quarter renewals', pql: 'auto_renew equals false', shared: true });
    const own = (await call(admin, 'GET', '?resource=domains')).body.data ?? [];
    const others = (await call(admin, 'GET', '?resource=domains&owner=others')).body.data ?? [];
    expect(named(own, 'Quarter renewals').map((filter) => [filter.id, filter.own, filter.shared])).toEqual([[mine.body.id, true, false]]);
    expect(named(others, 'Quarter renewals').map((filter) => [filter.id, filter.own, filter.shared])).toEqual([[theirs.body.id, false, true]]);
    expect(own.every((filter) => filter.own)).toBe(true);
    expect(others.every((filter) => !filter.own && filter.shared)).toBe(true);
  });
});

describe('the saved filter name migration', () => {
  it('keeps the oldest of names that clashed before and gives the others their id', () => {
    const before = mkdtempSync(join(tmpdir(), 'saved-filter-names-'));
    const uniqueNames = listMigrations().find((migration) => migration.name === 'saved_filter_names')!;
    for (const migration of listMigrations().filter((entry) => entry.version < uniqueNames.version)) {
      copyFileSync(join(migrationsDirectory, migration.file), join(before, migration.file));
    }
    const db = openDatabase(':memory:');
    migrate(db, before);
    db.exec('PRAGMA foreign_keys = OFF');
    const insert = db.prepare("INSERT INTO saved_filters (group_id, user_id, resource, name) VALUES ('g', ?, ?, ?)");
    for (const [user, resource, name] of [[1, 'domains', 'Expiring'], [1, 'domains', ' expiring'], [1, 'contacts', 'Expiring'], [2, 'domains', 'Expiring']] as const) {
      insert.run(user, resource, name);
    }
    // Up to this migration only: later ones check references, which these bare rows (no users, no account) do not have.
    copyFileSync(join(migrationsDirectory, uniqueNames.file), join(before, uniqueNames.file));
    migrate(db, before);
    expect(db.prepare('SELECT id, user_id, resource, name FROM saved_filters ORDER BY id').all().map((row) => ({ ...row }))).toEqual([
      { id: 1, user_id: 1, resource: 'domains', name: 'Expiring' },
      { id: 2, user_id: 1, resource: 'domains', name: 'expiring (2)' },
      { id: 3, user_id: 1, resource: 'contacts', name: 'Expiring' },
      { id: 4, user_id: 2, resource: 'domains', name: 'Expiring' },
    ]);
    expect(() => insert.run(2, 'domains', 'EXPIRING')).toThrow(/UNIQUE/);
    db.close();
    rmSync(before, { recursive: true, force: true });
  });
});
