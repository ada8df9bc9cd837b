/**
 * POST /groups/{context}/domain_checks: one exact state per name (available, registered,
 * registered_here, reserved, premium, blocked, invalid with its reason), both forms of an IDN
 * with the mixed-script warning, prices from the pricing rules (the account's pricing entity
 * before the global list, in the account's currency), suggestions of a word, and the time of a
 * 50-name check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinor } from '../../server/api/orders/prices.ts';
import { freeNames, heldName, premiumNames } from './support/free-names.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { addUser, signInAs, type SignedInUser } from './support/test-users.ts';

interface Row {
  name: string;
  unicode_name: string;
  tld: string | null;
  state: string;
  reason_key?: string;
  reason?: string;
  reason_values?: Record<string, string>;
  idn: boolean;
  mixed_script: boolean;
  scripts: string[];
  prices?: { currency: string; create: number; renew: number; transfer: number };
}

describe('domain checks', () => {
  let api: TestApi;
  let admin: SignedInUser;
  const check = (body: unknown, user = admin) => callJson<{ data: Row[]; code?: string }>(api.baseUrl, 'POST', `/groups/${user.groupId}/domain_checks`, { token: user.token, body });
  const rowsOf = async (names: string[]) => {
    const answer = await check({ names });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const productOf = (tld: string) => Number(api.db.prepare("SELECT p.id FROM products p JOIN tlds t ON t.id = p.tld_id WHERE t.name = ? AND p.kind = 'domain'").get(tld)?.id);

  beforeAll(async () => {
    api = await startTestApi({ accessTokenTtlSeconds: 86_400 }, { domains: 200 });
    admin = await signInAs(api.baseUrl, 'admin');
  });
  afterAll(() => api.close());

  it('answers one row per name, in the order asked, each with one exact state', async () => {
    const own = api.db.prepare("SELECT id, name FROM domains WHERE group_id = ? AND status = 'active' ORDER BY id LIMIT 1").get(admin.groupId)!;
    const foreign = api.db.prepare("SELECT name FROM domains WHERE group_id != ? AND status = 'active' ORDER BY id LIMIT 1").get(admin.groupId)!;
    const [free] = freeNames('com', 'checks-free-', 1);
    const held = heldName('net', 'checks-held-');
    const [premium] = premiumNames('io', 1);
    const names = [free!, String(own.name).toUpperCase(), String(foreign.name), held, 'nic.com', 'x.org', premium!, 'foo..com', free!];
    const rows = await rowsOf(names);
    expect(rows.map((row) => row.state)).toEqual(['available', 'registered_here', 'registered', 'registered', 'reserved', 'reserved', 'premium', 'invalid', 'available']);
    expect(rows.map((row) => row.name)).toEqual([free, own.name, foreign.name, held, 'nic.com', 'x.org', premium, 'foo..com', free]);
    expect(rows[1]).toMatchObject({ reason_key: 'in_account', reason: expect.any(String), domain_id: own.id });
    expect(rows[2]).not.toHaveProperty('domain_id');
    expect(rows[2]).toMatchObject({ reason_key: 'taken' });
    expect(rows[4]).toMatchObject({ reason_key: 'registry_reserved', reason: 'The .com registry reserves this name.' });
    expect(rows[6]).toMatchObject({ reason_key: 'premium_name' });
    expect(rows[0]).not.toHaveProperty('reason_key');
    expect(rows[0]!.prices).toMatchObject({ currency: 'GBP', create: expect.any(Number), renew: expect.any(Number), transfer: expect.any(Number) });
    expect(rows[4]).not.toHaveProperty('prices');
  });

  it('reads a brand block of another account as blocked where the block reaches, and never the holder\'s own', async () => {
    const other = String(api.db.prepare('SELECT id FROM accounts WHERE id != ? AND kind = \'customer\' ORDER BY id LIMIT 1').get(admin.groupId)!.id);
    const insertBlock = api.db.prepare(`INSERT INTO blocks (group_id, label, kind, provider, status, tld_count, starts_at, expires_at, created_at, updated_at)
      VALUES (?, ?, ?, 'GlobalBlock', 'active', 390, '2026-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`);
    insertBlock.run(other, 'checksbrandblocked', 'global_block');
    insertBlock.run(admin.groupId, 'checksownbrand', 'global_block');
    const rows = await rowsOf(['checksbrandblocked.shop', 'checksbrandblocked.de', 'checksownbrand.shop']);
    expect(rows[0]).toMatchObject({ state: 'blocked', reason_key: 'brand_block', reason_values: { block: 'GlobalBlock' } });
    // A country-code TLD is outside GlobalBlock's reach; the holder's own block does not stop the holder.
    expect(rows[1]!.state).not.toBe('blocked');
    expect(rows[2]!.state).not.toBe('blocked');
  });

  it('gives an IDN its A-label and Unicode forms, warns of mixed scripts, and says why a name is invalid', async () => {
    const rows = await rowsOf(['Bücher.com', 'xn--bcher-kva.com', 'pаypal.com', 'さくら製薬.jp', 'bücher.co.uk', '-foo.com', 'fo_o.com', 'foo.zz', `${'a'.repeat(64)}.com`, 'www.example.com', 'xn--abc.com']);
    expect(rows[0]).toMatchObject({ name: 'xn--bcher-kva.com', unicode_name: 'bücher.com', tld: 'com', idn: true, mixed_script: false, scripts: ['Latn'] });
    expect(rows[0]!.state).not.toBe('invalid');
    expect(rows[1]).toMatchObject({ name: 'xn--bcher-kva.com', unicode_name: 'bücher.com' });
    expect(rows[2]).toMatchObject({ name: 'xn--pypal-4ve.com', unicode_name: 'pаypal.com', idn: true, mixed_script: true, scripts: ['Latn', 'Cyrl'] });
    expect(rows[3]).toMatchObject({ unicode_name: 'さくら製薬.jp', mixed_script: false, scripts: ['Hira', 'Hani'] });
    expect(rows[3]!.name).toMatch(/^xn--[a-z0-9-]+\.jp$/);
    const invalid = rows.slice(4).map((row) => [row.state, row.reason_key, row.reason_values]);
    expect(invalid).toEqual([
      ['invalid', 'idn_not_supported', { tld: 'co.uk' }],
      ['invalid', 'hyphen_position', { label: '-foo' }],
      ['invalid', 'bad_character', { character: '_' }],
      ['invalid', 'unknown_tld', { tld: 'zz' }],
      ['invalid', 'label_too_long', { label: 'a'.repeat(64) }],
      ['invalid', 'subdomain', { tld: 'com', domain: 'example.com' }],
      ['invalid', 'idn_invalid', { label: 'xn--abc' }],
    ]);
    expect(rows[6]!.reason).toBe('The character "_" cannot be part of a domain name.');
    for (const row of rows.slice(4)) expect(row).not.toHaveProperty('prices');
  });

  it('prices from the pricing rules: the account\'s pricing entity beats the global list, in the account\'s currency', async () => {
    const productId = productOf('net');
    const entityId = Number(api.db.prepare('SELECT pricing_entity_id FROM accounts WHERE id = ?').get(admin.groupId)!.pricing_entity_id);
    api.db.prepare("UPDATE pricing_rules SET status = 'expired' WHERE scope = 'entity' AND pricing_entity_id = ? AND product_id = ?").run(entityId, productId);
    const global = (action: string) => api.db
      .prepare("SELECT price, currency FROM pricing_rules WHERE scope = 'global' AND custom = 0 AND status = 'active' AND product_id = ? AND action = ? ORDER BY priority, id LIMIT 1")
      .get(productId, action)!;
    const inGbp = (action: string) => convertMinor(Number(global(action).price), String(global(action).currency), 'GBP');
    const [name] = freeNames('net', 'checks-price-', 1);

    const before = (await rowsOf([name!]))[0]!;
    expect(before.prices).toEqual({ currency: 'GBP', create: inGbp('registration'), renew: inGbp('renewal'), transfer: inGbp('transfer') });

    api.db.prepare(`INSERT INTO pricing_rules (group_id, scope, pricing_entity_id, rule_name, custom, product_id, action, price, currency, priority, status, created_at, updated_at)
      VALUES ((SELECT group_id FROM pricing_entities WHERE id = ?), 'entity', ?, 'checks-net-registration', 0, ?, 'registration', 4321, 'GBP', 80, 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`)
      .run(entityId, entityId, productId);
    const after = (await rowsOf([name!]))[0]!;
    expect(after.prices).toEqual({ currency: 'GBP', create: 4321, renew: inGbp('renewal'), transfer: inGbp('transfer') });

    // A premium name costs the premium tier's factor times the list.
    const [premium] = premiumNames('net', 1);
    expect((await rowsOf([premium!]))[0]).toMatchObject({ state: 'premium', prices: { create: 4321 * 40, renew: inGbp('renewal')! * 40 } });
  });

  it('suggests a word under every TLD the account may buy, an IDN word only where the TLD takes IDN', async () => {
    const answer = await check({ suggest_for: 'Orchardlane' });
    expect(answer.status).toBe(200);
    const sold = api.db.prepare("SELECT count(*) AS n FROM tlds t WHERE t.status = 'active' AND EXISTS (SELECT 1 FROM products p WHERE p.tld_id = t.id AND p.kind = 'domain' AND p.status = 'active')").get()!;
    expect(answer.body.data).toHaveLength(Number(sold.n));
    expect(answer.body.data.every((row) => row.name === `orchardlane.${row.tld}` && row.state !== 'invalid')).toBe(true);
    expect(answer.body.data.map((row) => row.tld)).toContain('co.uk');
    const idn = await check({ suggest_for: 'müsli' });
    expect(idn.body.data.length).toBeGreaterThan(0);
    expect(idn.body.data.length).toBeLessThan(answer.body.data.length);
    expect(idn.body.data.every((row) => row.unicode_name === `müsli.${row.tld}` && row.state !== 'invalid')).toBe(true);
    expect((await check({ suggest_for: 'no way' })).body.data).toEqual([expect.objectContaining({ state: 'invalid', reason_key: 'bad_character' })]);
  });

  it('checks the body and the permission', async () => {
    expect((await check({})).status).toBe(400);
    expect((await check({ names: [] })).status).toBe(400);
    expect((await check({ names: Array.from({ length: 101 }, (_, index) => `n${index}.com`) })).status).toBe(400);
    addUser(api.db, admin.groupId, 'checks-no-domains', ['dns-viewer']);
    const outsider = await signInAs(api.baseUrl, 'checks-no-domains');
    expect((await check({ names: ['a.com'] }, outsider)).status).toBe(403);
    const viewer = await signInAs(api.baseUrl, 'viewer');
    expect((await check({ names: ['a.com'] }, viewer)).status).toBe(200);
  });

  it('checks 50 names in well under a second', async () => {
    const names = [...freeNames('com', 'checks-timing-', 25), ...freeNames('co.uk', 'checks-timing-', 20), 'bücher.de', 'pаypal.com', 'nic.com', 'foo..com', 'ab.io'];
    expect(names).toHaveLength(50);
    await rowsOf(names.slice(0, 5));
    const started = performance.now();
    const rows = await rowsOf(names);
    const elapsed = performance.now() - started;
    expect(rows).toHaveLength(50);
    console.info(`domain_checks of 50 names: ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeLessThan(1000);
  });
});
