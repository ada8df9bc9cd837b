/**
 * POST /groups/{context}/platform_calls: the registry view of a domain, renewal (with its
 * transaction and audit entries), registry lock and unlock, transfer codes; permissions,
 * scope, and the per-user throttle (429).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Platform = {
  platform?: { status: string; result: { actionResult: boolean; message: string; code: number; result: Record<string, unknown> | null } };
  code?: string;
  retry_after?: number;
};

describe('platform calls', () => {
  let api: TestApi;
  let admin: SignedInUser;
  const callAs = (user: SignedInUser, body: unknown, context = user.groupId) =>
    callJson<Platform>(api.baseUrl, 'POST', `/groups/${context}/platform_calls`, { token: user.token, body });
  const domainWhere = (condition: string) =>
    api.db.prepare(`SELECT d.id, d.name, d.expires_at, d.registry_lock, d.group_id FROM domains d JOIN tlds ON tlds.id = d.tld_id WHERE d.group_id = ? AND ${condition} LIMIT 1`).get(admin.groupId)!;

  beforeAll(async () => {
    api = await startTestApi({ platformCallLimit: 3, platformCallWindowSeconds: 60, accessTokenTtlSeconds: 86_400 }, { domains: 200 });
    admin = await signInAs(api.baseUrl, 'admin');
  });
  afterAll(() => api.close());

  // The throttle counts per user within a window: each test starts a new one.
  const freshWindow = () => api.clock.advance(61);

  it('registrar.domain.info answers the registry-side view of a domain', async () => {
    freshWindow();
    const domain = domainWhere("d.status = 'active'");
    const byId = await callAs(admin, { operation: 'registrar.domain.info', domain_id: domain.id });
    expect(byId.status).toBe(200);
    expect(byId.body.platform).toMatchObject({ status: 'success', result: { actionResult: true, code: 200 } });
    const info = byId.body.platform?.result.result ?? {};
    expect(info).toMatchObject({ name: domain.name, expires: domain.expires_at, registry_lock: domain.registry_lock === 1 });
    expect(info.status).toEqual(expect.arrayContaining([expect.stringMatching(/^(ok|client|server)/)]));
    expect(Array.isArray(info.nameservers)).toBe(true);
    const byName = await callAs(admin, { operation: 'registrar.domain.info', domain: String(domain.name).toUpperCase() });
    expect(byName.body.platform?.result.result?.name).toBe(domain.name);
  });

  it('renewal extends the expiry and writes a transaction and audit entries', async () => {
    freshWindow();
    const domain = domainWhere("d.status = 'active' AND tlds.max_period_years >= 2 AND d.expires_at < '2030'");
    const renewed = await callAs(admin, { operation: 'registrar.domain.renew', domain_id: domain.id, period_years: 2 });
    expect(renewed.body.platform?.status).toBe('success');
    const expected = new Date(String(domain.expires_at));
    expected.setUTCFullYear(expected.getUTCFullYear() + 2);
    const stored = api.db.prepare('SELECT expires_at, version FROM domains WHERE id = ?').get(domain.id)!;
    expect(stored.expires_at).toBe(expected.toISOString());
    const transaction = renewed.body.platform?.result.result?.transaction as { id: number; reference: string };
    expect(api.db.prepare('SELECT kind, domain_id, period_years FROM transactions WHERE id = ?').get(transaction.id)).toMatchObject({ kind: 'charge', domain_id: domain.id, period_years: 2 });
    const entries = api.db.prepare("SELECT action, area, resource_type FROM audit_log WHERE (resource_type = 'domain' AND resource_id = ?) OR (resource_type = 'transaction' AND resource_id = ?) ORDER BY id").all(String(domain.id), String(transaction.id));
    expect(entries).toEqual([
      { action: 'renew', area: 'domains', resource_type: 'domain' },
      { action: 'create', area: 'invoicing', resource_type: 'transaction' },
    ]);
    const tooFar = await callAs(admin, { operation: 'registrar.domain.renew', domain_id: domain.id, period_years: 10 });
    expect(tooFar.body.platform).toMatchObject({ status: 'failure', result: { actionResult: true, code: 422 } });
  });

  it('lock and unlock where the registry offers it; transfer codes only when unlocked', async () => {
    freshWindow();
    const domain = domainWhere("d.status = 'active' AND tlds.registry_lock_supported = 1 AND d.registry_lock = 0");
    const locked = await callAs(admin, { operation: 'registrar.domain.lock', domain_id: domain.id });
    expect(locked.body.platform).toMatchObject({ status: 'success', result: { result: { registry_lock: true } } });
    const refused = await callAs(admin, { operation: 'registrar.domain.auth_code', domain_id: domain.id });
    expect(refused.body.platform).toMatchObject({ status: 'failure', result: { code: 409 } });
    // Unlocking is material: it waits for the account's approver (the link is only in their mail).
    const unlocked = await callAs(admin, { operation: 'registrar.domain.unlock', domain_id: domain.id });
    expect(unlocked.body.platform?.result).toMatchObject({ code: 200, result: { registry_lock: true, approval: { status: 'pending' } } });
    const approval = unlocked.body.platform?.result.result?.approval as { id: number };
    const publicId = String(api.db.prepare('SELECT public_id FROM approval_requests WHERE id = ?').get(approval.id)?.public_id);
    expect(JSON.stringify(unlocked.body)).not.toContain(publicId);
    expect((await callJson(api.baseUrl, 'POST', `/approvals/${publicId}`, { body: { decision: 'approve' } })).status).toBe(200);
    expect(api.db.prepare('SELECT registry_lock FROM domains WHERE id = ?').get(domain.id)?.registry_lock).toBe(0);
    freshWindow();
    const code = await callAs(admin, { operation: 'registrar.domain.auth_code', domain_id: domain.id });
    expect(String(code.body.platform?.result.result?.auth_code)).toMatch(/^.{16}$/);
    const actions = api.db.prepare("SELECT action FROM audit_log WHERE resource_type = 'domain' AND resource_id = ? ORDER BY id").all(String(domain.id)).map((row) => row.action);
    expect(actions).toEqual(['lock', 'unlock_requested', 'unlock', 'auth_code']);
    expect(JSON.stringify(api.db.prepare("SELECT after FROM audit_log WHERE action = 'auth_code'").all())).not.toContain(String(code.body.platform?.result.result?.auth_code));
    const unsupported = domainWhere('tlds.registry_lock_supported = 0');
    const noLock = await callAs(admin, { operation: 'registrar.domain.lock', domain_id: unsupported.id });
    expect(noLock.body.platform).toMatchObject({ status: 'failure', result: { code: 422 } });
  });

  it('checks the operation, its fields, the permission and the account', async () => {
    freshWindow();
    expect((await callAs(admin, { operation: 'registrar.domain.teleport', domain_id: 1 })).body.code).toBe('unknown_operation');
    expect((await callAs(admin, { operation: 'registrar.domain.info' })).status).toBe(400);
    const foreign = api.db.prepare('SELECT id FROM domains WHERE group_id != ? LIMIT 1').get(admin.groupId)!;
    freshWindow();
    expect((await callAs(admin, { operation: 'registrar.domain.info', domain_id: foreign.id })).status).toBe(404);
    const viewer = await signInAs(api.baseUrl, 'viewer');
    const domain = domainWhere("d.status = 'active'");
    expect((await callAs(viewer, { operation: 'registrar.domain.info', domain_id: domain.id })).status).toBe(200);
    expect((await callAs(viewer, { operation: 'registrar.domain.renew', domain_id: domain.id })).status).toBe(403);
  });

  it('throttles each user: 429 with retry-after beyond the limit, others unaffected', async () => {
    freshWindow();
    const domain = domainWhere("d.status = 'active'");
    const info = { operation: 'registrar.domain.info', domain_id: domain.id };
    for (let call = 0; call < 3; call++) expect((await callAs(admin, info)).status).toBe(200);
    const throttled = await callJson<Platform>(api.baseUrl, 'POST', `/groups/${admin.groupId}/platform_calls`, { token: admin.token, body: info });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('too_many_requests');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    const colleague = await signInAs(api.baseUrl, 'brand');
    expect((await callAs(colleague, info)).status).toBe(200);
    api.clock.advance(61);
    expect((await callAs(admin, info)).status).toBe(200);
  });
});
