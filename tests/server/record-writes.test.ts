/**
 * Creating, changing and deleting records: each writes its audit entry in the same
 * transaction; updates carry the version they edit (409 with the current record when stale);
 * bodies are checked against the declared schema (400 with every error item, nothing written).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & {
  id?: number;
  version?: number;
  code?: string;
  current?: Record<string, unknown>;
  errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; message: string }[];
  data?: Record<string, unknown>[];
  meta?: { total: number };
};

const newContact = { label: 'Legal', name: 'Ada Lovelace', email: 'ada@example.com', street1: '12 Analytical Row', city: 'London', country_code: 'gb' };

describe('record writes', () => {
  let api: TestApi;
  let admin: SignedInUser;
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    callJson<Body>(api.baseUrl, method, `/groups/${admin.groupId}/${path}`, { token: admin.token, body, headers });
  const auditCount = () => Number(api.db.prepare('SELECT count(*) AS n FROM audit_log').get()?.n);

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
  });
  afterAll(() => api.close());

  it('create, update and delete each write an audit entry: who, when, what, before and after', async () => {
    const created = await call('POST', 'contacts', newContact);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...newContact, group_id: admin.groupId, version: 1 });
    const id = created.body.id;

    const updated = await call('PATCH', `contacts/${id}`, { version: 1, city: 'Cambridge', phone: '+44 1223 000000' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Cambridge', version: 2 });

    expect((await call('DELETE', `contacts/${id}`)).status).toBe(204);
    expect((await call('GET', `contacts/${id}`)).status).toBe(404);

    const log = await call('GET', `contacts/${id}/log?sort=id`);
    expect(log.status).toBe(200);
    expect(log.body.data?.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    const [create, update, remove] = log.body.data ?? [];
    expect(create).toMatchObject({ username: 'admin', user_id: admin.id, area: 'contacts', resource_type: 'contact', resource_id: String(id), resource_name: 'Ada Lovelace', before: null });
    expect(create?.after).toMatchObject(newContact);
    expect(update).toMatchObject({ before: { city: 'London', phone: null }, after: { city: 'Cambridge', phone: '+44 1223 000000' } });
    expect(remove).toMatchObject({ before: { city: 'Cambridge', version: 2 }, after: null });
    for (const entry of log.body.data ?? []) expect(Date.parse(String(entry.created_at))).toBeGreaterThan(Date.now() - 60_000);

    const area = await call('GET', `audit_log?resource=contacts&pql=${encodeURIComponent(`resource_id equals "${id}" and action equals delete`)}`);
    expect(area.body.meta?.total).toBe(1);
  });

  it('a stale version is a 409 carrying the record as it now stands, and changes nothing', async () => {
    const { body: contact } = await call('POST', 'contacts', newContact);
    await call('PATCH', `contacts/${contact.id}`, { version: 1, city: 'Bath' });
    const entries = auditCount();
    const stale = await call('PATCH', `contacts/${contact.id}`, { version: 1, city: 'Bristol' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version_conflict');
    expect(stale.body.current).toMatchObject({ id: contact.id, city: 'Bath', version: 2 });
    expect((await call('GET', `contacts/${contact.id}`)).body).toMatchObject({ city: 'Bath', version: 2 });
    expect((await call('DELETE', `contacts/${contact.id}?version=1`)).status).toBe(409);
    expect(auditCount()).toBe(entries);
  });

  it('schema failures are a 400 with every error item, in the caller\'s language, and write nothing', async () => {
    const entries = auditCount();
    const invalid = await call('POST', 'contacts', { ...newContact, email: 'not-an-address', country_code: 'GBR', kind: 'robot', colour: 'blue', name: undefined });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_failed');
    const byKeyword = Object.fromEntries((invalid.body.errors ?? []).map((error) => [`${error.instancePath}:${error.keyword}`, error]));
    expect(Object.keys(byKeyword).sort()).toEqual(['/country_code:pattern', '/email:format', '/kind:enum', ':additionalProperties', ':required'].sort());
    expect(byKeyword['/kind:enum']?.params.allowedValues).toEqual(['person', 'organisation']);
    expect(byKeyword[':additionalProperties']?.params).toEqual({ additionalProperty: 'colour' });
    const spanish = await call('POST', 'contacts', { ...newContact, email: 'x' }, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(spanish.body.errors?.[0]?.message).toMatch(/debe/);
    const missingVersion = await call('PATCH', `contacts/${String(api.db.prepare('SELECT id FROM contacts WHERE group_id = ? LIMIT 1').get(admin.groupId)?.id)}`, { city: 'Oxford' });
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.errors?.map((error) => error.params)).toContainEqual({ missingProperty: 'version' });
    expect(auditCount()).toBe(entries);
  });

  it('references must name records of the same account', async () => {
    const domain = api.db.prepare('SELECT id, version FROM domains WHERE group_id = ? LIMIT 1').get(admin.groupId)!;
    const foreignContact = api.db.prepare('SELECT id FROM contacts WHERE group_id != ? LIMIT 1').get(admin.groupId)!;
    const ownContact = api.db.prepare('SELECT id FROM contacts WHERE group_id = ? LIMIT 1').get(admin.groupId)!;
    const refused = await call('PATCH', `domains/${domain.id}`, { version: domain.version, admin_contact_id: foreignContact.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_reference', field: 'admin_contact_id' });
    const accepted = await call('PATCH', `domains/${domain.id}`, { version: domain.version, admin_contact_id: ownContact.id });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ admin_contact_id: ownContact.id });
  });

  it('a new registrant is not an edit: it waits for the approver (POST domain_contact_changes)', async () => {
    const domain = api.db.prepare('SELECT id, version, registrant_contact_id FROM domains WHERE group_id = ? AND registrant_contact_id IS NOT NULL LIMIT 1').get(admin.groupId)!;
    const other = api.db.prepare('SELECT id FROM contacts WHERE group_id = ? AND id != ? LIMIT 1').get(admin.groupId, domain.registrant_contact_id)!;
    const refused = await call('PATCH', `domains/${domain.id}`, { version: domain.version, registrant_contact_id: other.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'approval_required', field: 'registrant_contact_id' });
    expect(api.db.prepare('SELECT registrant_contact_id FROM domains WHERE id = ?').get(domain.id)).toMatchObject({ registrant_contact_id: domain.registrant_contact_id });
    const unchanged = await call('PATCH', `domains/${domain.id}`, { version: domain.version, registrant_contact_id: domain.registrant_contact_id, notes: 'same registrant' });
    expect(unchanged.status).toBe(200);
  });

  it('nested records join their parent and its account', async () => {
    const domain = api.db.prepare('SELECT id, name FROM domains WHERE group_id = ? LIMIT 1').get(admin.groupId)!;
    const glue = await call('POST', `domains/${domain.id}/glue_records`, { hostname: `ns1.${String(domain.name)}`, ipv4_addresses: ['192.0.2.53'] });
    expect(glue.status).toBe(201);
    expect(glue.body).toMatchObject({ domain_id: domain.id, group_id: admin.groupId, ipv4_addresses: ['192.0.2.53'], ipv6_addresses: [] });
    const listed = await call('GET', `domains/${domain.id}/glue_records`);
    expect(listed.body.data?.map((record) => record.id)).toContain(glue.body.id);
    const wrongParent = await call('GET', `domains/999999/glue_records/${glue.body.id}`);
    expect(wrongParent.status).toBe(404);
    const badAddress = await call('POST', `domains/${domain.id}/glue_records`, { hostname: `ns2.${String(domain.name)}`, ipv4_addresses: ['999.1.1.1'] });
    expect(badAddress.status).toBe(400);
  });

  it('duplicates and records still in use are conflicts; nobody grants what they do not hold', async () => {
    const duplicate = await call('POST', 'users', { username: 'viewer', name: 'Second Viewer', email: 'second.viewer@example.com' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('duplicate');
    const escalate = await call('POST', 'users', { username: 'sneaky', name: 'Sneaky', email: 'sneaky@example.com', roles: ['staff'] });
    expect(escalate.status).toBe(403);
    expect(escalate.body.code).toBe('grant_not_held');
    const fair = await call('POST', 'users', { username: 'helper', name: 'Helper', email: 'helper@example.com', roles: ['domains-viewer'] });
    expect(fair.status).toBe(201);
    expect((await call('DELETE', `users/${admin.id}`)).body.code).toBe('cannot_remove_self');
    const used = api.db.prepare('SELECT registrant_contact_id AS id FROM domains WHERE group_id = ? AND registrant_contact_id IS NOT NULL LIMIT 1').get(admin.groupId)!;
    const inUse = await call('DELETE', `contacts/${used.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('in_use');
  });

  it('read-only resources take no writes and catalogue writes are staff-only', async () => {
    expect((await call('POST', 'authentication_log', {})).status).toBe(404);
    const tld = api.db.prepare('SELECT id, version FROM tlds LIMIT 1').get()!;
    const customer = await call('PATCH', `tlds/${tld.id}`, { version: tld.version, grace_period_days: 40 });
    expect(customer.status).toBe(403);
    const staff = await signInAs(api.baseUrl, 'staff');
    const byStaff = await callJson<Body>(api.baseUrl, 'PATCH', `/groups/${staff.groupId}/tlds/${tld.id}`, { token: staff.token, body: { version: tld.version, grace_period_days: 40 } });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.grace_period_days).toBe(40);
  });

  it('staff create accounts, which become their own group', async () => {
    const staff = await signInAs(api.baseUrl, 'staff');
    const created = await callJson<Body>(api.baseUrl, 'POST', `/groups/${staff.groupId}/accounts`, {
      token: staff.token,
      body: { name: 'Harbour Lights Ltd', reference: 'ACC-777777', kind: 'customer', default_currency: 'GBP', country_code: 'gb' },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect(id).toHaveLength(36);
    expect(created.body).toMatchObject({ group_id: id, parent_group_id: staff.groupId });
    const contacts = await callJson<Body>(api.baseUrl, 'GET', `/groups/${id}/contacts`, { token: staff.token });
    expect(contacts.body.meta?.total).toBe(0);
  });
});
