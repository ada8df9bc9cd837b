/**
 * Glue records beyond their schema: a host under its own domain (in bailiwick), at least one
 * address, once per domain; and whether the domain's name servers use it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & { id?: number; version?: number; data?: Record<string, unknown>[] };

describe('glue records', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let domain: { id: number; name: string };
  const call = (method: string, path: string, body?: unknown) =>
    callJson<Body>(api.baseUrl, method, `/groups/${admin.groupId}/${path}`, { token: admin.token, body });
  const glueCount = () => Number(api.db.prepare('SELECT count(*) AS n FROM glue_records WHERE domain_id = ?').get(domain.id)?.n);

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAs(api.baseUrl, 'admin');
    domain = api.db.prepare('SELECT id, name FROM domains WHERE group_id = ? ORDER BY id LIMIT 1').get(admin.groupId) as typeof domain;
  });
  afterAll(() => api.close());

  it('refuses a host outside the domain, naming the field and the domain, and stores nothing', async () => {
    const before = glueCount();
    for (const hostname of ['ns1.example.net', `ns1.${domain.name}.evil.test`, `x${domain.name}`]) {
      const answer = await call('POST', `domains/${domain.id}/glue_records`, { hostname, ipv4_addresses: ['192.0.2.1'] });
      expect(answer.status, hostname).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_field', field: 'hostname', key: 'glueOutOfBailiwick', values: { domain: domain.name } });
    }
    expect(glueCount()).toBe(before);
  });

  it('refuses a glue record without any address', async () => {
    const answer = await call('POST', `domains/${domain.id}/glue_records`, { hostname: `ns-empty.${domain.name}` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_field', field: 'ipv4_addresses', key: 'glueNeedsAddress' });
  });

  it('takes a host under the domain once; a second one of the same name (in any case) is a duplicate', async () => {
    const created = await call('POST', `domains/${domain.id}/glue_records`, { hostname: `ns-once.${domain.name}`, ipv6_addresses: ['2001:db8::53'] });
    expect(created.status).toBe(201);
    const again = await call('POST', `domains/${domain.id}/glue_records`, { hostname: `NS-ONCE.${domain.name.toUpperCase()}.`.toLowerCase(), ipv4_addresses: ['192.0.2.2'] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate', fields: ['hostname'] });
  });

  it('keeps the rules on an update: moving the host out of the domain or removing every address is refused', async () => {
    const created = await call('POST', `domains/${domain.id}/glue_records`, { hostname: `ns-edit.${domain.name}`, ipv4_addresses: ['192.0.2.3'] });
    const moved = await call('PATCH', `domains/${domain.id}/glue_records/${created.body.id}`, { version: created.body.version, hostname: 'ns-edit.example.org' });
    expect(moved.status).toBe(400);
    const emptied = await call('PATCH', `domains/${domain.id}/glue_records/${created.body.id}`, { version: created.body.version, ipv4_addresses: [] });
    expect(emptied.status).toBe(400);
    const renamed = await call('PATCH', `domains/${domain.id}/glue_records/${created.body.id}`, { version: created.body.version, hostname: `ns-edited.${domain.name}` });
    expect(renamed.status).toBe(200);
  });

  it('says which glue the domain’s name servers use', async () => {
    const used = `ns-used.${domain.name}`;
    api.db.prepare('UPDATE domains SET nameservers = ? WHERE id = ?').run(JSON.stringify([`${used}.`, 'ns.provider.test']), domain.id);
    await call('POST', `domains/${domain.id}/glue_records`, { hostname: used, ipv4_addresses: ['192.0.2.4'] });
    await call('POST', `domains/${domain.id}/glue_records`, { hostname: `ns-spare.${domain.name}`, ipv4_addresses: ['192.0.2.5'] });
    const listed = await call('GET', `domains/${domain.id}/glue_records?fields=hostname,in_use&limit=100`);
    const inUse = Object.fromEntries((listed.body.data ?? []).map((row) => [row.hostname, row.in_use]));
    expect(inUse[used]).toBe(true);
    expect(inUse[`ns-spare.${domain.name}`]).toBe(false);
  });
});
