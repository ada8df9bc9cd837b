/**
 * Throttles where abuse is cheap (issue 32, defect 5): the names an availability check asks
 * about (suggestions included) and the lines of domain additions (dry runs included) count
 * against a budget per user and per account in a sliding window; beyond it, 429
 * too_many_requests with retry-after, before any work. Another account is unaffected, and the
 * budget comes back as the window slides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeNames } from './support/free-names.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, everyAreaAdmin, signInAs, type SignedInUser } from './support/test-users.ts';

type Answer = { data?: unknown[]; code?: string; retry_after?: number; limit_scope?: string; limit?: number; window_seconds?: number; message?: string };

describe('budgets of names checked and lines added', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;
  const names = (prefix: string, count: number) => freeNames('com', prefix, count);
  const check = (user: SignedInUser, body: unknown) =>
    callJson<Answer>(api.baseUrl, 'POST', `/groups/${user.groupId}/domain_checks`, { token: user.token, body });
  const add = (user: SignedInUser, lines: string[]) =>
    callJson<Answer>(api.baseUrl, 'POST', `/groups/${user.groupId}/domain_additions`, { token: user.token, body: { lines: lines.map((name) => ({ name, external: true })), dry_run: true } });
  const freshWindow = () => api.clock.advance(601);

  beforeAll(async () => {
    api = await startTestApi({
      accessTokenTtlSeconds: 86_400,
      domainCheckUserLimit: 10, domainCheckAccountLimit: 15, domainCheckWindowSeconds: 60,
      domainAdditionUserLimit: 6, domainAdditionAccountLimit: 9, domainAdditionWindowSeconds: 300,
    }, { domains: 60 });
    admin = await signInAs(api.baseUrl, 'admin');
    addUser(api.db, admin.groupId, 'throttle-colleague', everyAreaAdmin);
    colleague = await signInAs(api.baseUrl, 'throttle-colleague');
    const otherAccount = String(api.db.prepare("SELECT id FROM accounts WHERE id != ? AND kind = 'customer' ORDER BY id LIMIT 1").get(admin.groupId)!.id);
    addUser(api.db, otherAccount, 'throttle-outsider', everyAreaAdmin);
    outsider = await signInAs(api.baseUrl, 'throttle-outsider');
  });
  afterAll(() => api.close());

  it('domain checks: a user checks at most their budget of names, counted by name, then 429 with retry-after', async () => {
    freshWindow();
    expect((await check(admin, { names: names('budget-a-', 6) })).status).toBe(200);
    api.clock.advance(10);
    expect((await check(admin, { names: names('budget-b-', 4) })).status).toBe(200);
    const refused = await check(admin, { names: names('budget-c-', 1) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', limit_scope: 'user', limit: 10, window_seconds: 60 });
    const wait = Number(refused.headers.get('retry-after'));
    // The first 6 names leave the window 50 seconds from now, and 1 more then fits.
    expect(wait).toBe(50);
    expect(refused.body.retry_after).toBe(wait);
    expect(refused.body.message).toContain(`${wait} seconds`);
    // A refused check costs nothing; the budget comes back as the window slides past the first check, not the second.
    api.clock.advance(wait);
    expect((await check(admin, { names: names('budget-d-', 6) })).status).toBe(200);
    expect((await check(admin, { names: names('budget-e-', 1) })).status).toBe(429);
  });

  it('domain checks: suggestions count as names checked', async () => {
    freshWindow();
    const suggested = await check(admin, { suggest_for: 'throttlebrand' });
    // The account sells more TLDs than the user's budget of 10 names, so the word alone passes it.
    expect(suggested.status).toBe(429);
    expect(suggested.body).toMatchObject({ code: 'too_many_requests', limit_scope: 'user' });
  });

  it('domain checks: the account’s budget is shared by its users; another account is unaffected', async () => {
    freshWindow();
    expect((await check(admin, { names: names('shared-a-', 10) })).status).toBe(200);
    expect((await check(colleague, { names: names('shared-b-', 5) })).status).toBe(200);
    const refused = await check(colleague, { names: names('shared-c-', 1) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', limit_scope: 'account', limit: 15 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check(outsider, { names: names('shared-d-', 10) })).status).toBe(200);
  });

  it('domain additions: lines count per user, dry runs included, then 429 with retry-after', async () => {
    freshWindow();
    expect((await add(admin, names('add-a-', 4))).status).toBe(200);
    expect((await add(admin, names('add-b-', 2))).status).toBe(200);
    const refused = await add(admin, names('add-c-', 1));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', limit_scope: 'user', limit: 6, window_seconds: 300 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    // Checking names is another budget.
    expect((await check(admin, { names: names('add-d-', 2) })).status).toBe(200);
  });

  it('domain additions: the account’s budget is shared by its users; another account is unaffected', async () => {
    freshWindow();
    expect((await add(admin, names('acc-a-', 6))).status).toBe(200);
    expect((await add(colleague, names('acc-b-', 3))).status).toBe(200);
    const refused = await add(colleague, names('acc-c-', 1));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', limit_scope: 'account', limit: 9 });
    expect((await add(outsider, names('acc-d-', 6))).status).toBe(200);
  });
});
