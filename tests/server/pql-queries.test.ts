/**
 * PQL through the HTTP API: every operator kind, lists, quoting and dotted fields give the
 * records a plain JavaScript filter over the whole list gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Domain = {
  id: number;
  name: string;
  tld: string;
  status: string;
  expires_at: string;
  registered_at: string;
  renewal_period_years: number;
  auto_renew: boolean;
  registry_lock: boolean;
  tags: string[];
  nameservers: string[];
  registrant: { name: string | null; country_code: string | null; organisation: string | null };
};
type ListBody<T> = { data: T[]; meta: { total: number }; code?: string; position?: number; reason?: string };

describe('PQL lists', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let all: Domain[];

  beforeAll(async () => {
    api = await startTestApi({}, { domains: 300 });
    admin = await signInAs(api.baseUrl, 'admin');
    all = (await query('')).body.data;
  });
  afterAll(() => api.close());

  async function query<T = Domain>(pql: string, resource = 'domains') {
    const parameters = new URLSearchParams({ limit: '1000', sort: 'id' });
    if (pql) parameters.set('pql', pql);
    return callJson<ListBody<T>>(api.baseUrl, 'GET', `/groups/${admin.groupId}/${resource}?${parameters}`, { token: admin.token });
  }

  async function expectMatches(pql: string, predicate: (domain: Domain) => boolean) {
    const answer = await query(pql);
    expect(answer.status, `${pql}: ${JSON.stringify(answer.body)}`).toBe(200);
    const expected = all.filter(predicate).map((domain) => domain.id);
    expect(answer.body.data.map((domain) => domain.id), pql).toEqual(expected);
    expect(answer.body.meta.total).toBe(expected.length);
    return expected.length;
  }

  const someDomain = () => all.find((domain) => domain.name.includes('-')) ?? all[0]!;

  it('has varied data to filter', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all.map((domain) => domain.status)).size).toBeGreaterThan(2);
  });

  it('equals: exact text ignoring case, lists (any of), enums and booleans', async () => {
    const domain = someDomain();
    expect(await expectMatches(`name equals ${domain.name.toUpperCase()}`, (entry) => entry.name === domain.name)).toBe(1);
    const [a, b] = [...new Set(all.map((entry) => entry.tld))];
    await expectMatches(`tld equals ${a},${b}`, (entry) => entry.tld === a || entry.tld === b);
    await expectMatches('status equals ACTIVE', (entry) => entry.status === 'active');
    await expectMatches('status equals expired,redemption', (entry) => ['expired', 'redemption'].includes(entry.status));
    await expectMatches('registry_lock equals true', (entry) => entry.registry_lock);
    await expectMatches('auto_renew equals false', (entry) => !entry.auto_renew);
    await expectMatches(`id equals ${domain.id}`, (entry) => entry.id === domain.id);
  });

  it('contains, starts_with and ends_with, typed or as wildcards', async () => {
    const word = someDomain().name.split(/[-.]/)[0]!.slice(1, 5);
    const contains = (entry: Domain) => entry.name.toLowerCase().includes(word.toLowerCase());
    expect(await expectMatches(`name contains ${word}`, contains)).toBeGreaterThan(0);
    await expectMatches(`name equals *${word}*`, contains);
    await expectMatches('name starts_with aurora', (entry) => entry.name.startsWith('aurora'));
    await expectMatches('name equals aurora*', (entry) => entry.name.startsWith('aurora'));
    await expectMatches('name ends_with .co.uk', (entry) => entry.name.endsWith('.co.uk'));
    await expectMatches('name equals *.com', (entry) => entry.name.endsWith('.com'));
    await expectMatches('name contains aurora,kestrel', (entry) => entry.name.includes('aurora') || entry.name.includes('kestrel'));
    await expectMatches('name contains %', (entry) => entry.name.includes('%'));
    await expectMatches('name contains _', (entry) => entry.name.includes('_'));
    await expectMatches('tags contains campaign', (entry) => entry.tags.some((tag) => tag.includes('campaign')));
    await expectMatches('nameservers contains meridian', (entry) => entry.nameservers.some((server) => server.includes('meridian')));
  });

  it('less_than, greater_than and their including forms on dates and numbers', async () => {
    const day = all[Math.floor(all.length / 2)]!.expires_at.slice(0, 10);
    await expectMatches(`expires_at less_than ${day}`, (entry) => entry.expires_at.slice(0, 10) < day);
    await expectMatches(`expires_at less_than_and_including ${day}`, (entry) => entry.expires_at.slice(0, 10) <= day);
    await expectMatches(`expires_at greater_than ${day}`, (entry) => entry.expires_at.slice(0, 10) > day);
    await expectMatches(`expires_at greater_than_and_including ${day}`, (entry) => entry.expires_at.slice(0, 10) >= day);
    await expectMatches(`expires_at equals ${day}`, (entry) => entry.expires_at.slice(0, 10) === day);
    await expectMatches('renewal_period_years greater_than 1', (entry) => entry.renewal_period_years > 1);
    await expectMatches('renewal_period_years less_than_and_including 2', (entry) => entry.renewal_period_years <= 2);
    const moment = all[3]!.registered_at;
    await expectMatches(`registered_at greater_than_and_including "${moment}"`, (entry) => entry.registered_at >= moment);
  });

  it('between takes two dates or two numbers, both ends included', async () => {
    const dates = all.map((entry) => entry.expires_at.slice(0, 10)).sort();
    const [from, to] = [dates[10]!, dates[dates.length - 10]!];
    expect(await expectMatches(`expires_at between ${from},${to}`, (entry) => entry.expires_at.slice(0, 10) >= from && entry.expires_at.slice(0, 10) <= to)).toBeGreaterThan(0);
    await expectMatches('renewal_period_years between 2,5', (entry) => entry.renewal_period_years >= 2 && entry.renewal_period_years <= 5);
  });

  it('dotted fields filter through their join', async () => {
    const country = all.find((entry) => entry.registrant.country_code)?.registrant.country_code ?? 'gb';
    expect(await expectMatches(`registrant.country_code equals ${country}`, (entry) => entry.registrant.country_code === country)).toBeGreaterThan(0);
    const organisation = all.find((entry) => entry.registrant.organisation)?.registrant.organisation ?? '';
    await expectMatches(`registrant.organisation equals "${organisation}"`, (entry) => entry.registrant.organisation?.toLowerCase() === organisation.toLowerCase());
  });

  it('quoted values keep spaces, commas, quotes and backslashes as text', async () => {
    await expectMatches('name equals "no such, domain"', () => false);
    await expectMatches('name equals "with \\"quote\\" and \\\\"', () => false);
    await expectMatches('name contains "a,b"', (entry) => entry.name.includes('a,b'));
    const organisation = all.find((entry) => entry.registrant.organisation?.includes(' '))?.registrant.organisation;
    if (organisation) await expectMatches(`registrant.organisation contains "${organisation}"`, (entry) => entry.registrant.organisation === organisation);
  });

  it('joins three conditions including a contains with and', async () => {
    const day = all[Math.floor(all.length / 2)]!.expires_at.slice(0, 10);
    await expectMatches(
      `name contains a and status equals active,expired and expires_at less_than ${day}`,
      (entry) => entry.name.includes('a') && ['active', 'expired'].includes(entry.status) && entry.expires_at.slice(0, 10) < day,
    );
  });

  it('works on other resources too: DNS records by type and TTL', async () => {
    const domain = all.find((entry) => entry.status === 'active')!;
    const zoneDomain = Number(api.db.prepare('SELECT domain_id FROM dns_zones WHERE group_id = ? AND domain_id IS NOT NULL LIMIT 1').get(admin.groupId)?.domain_id ?? domain.id);
    const path = `domains/${zoneDomain}/dns_records`;
    type DnsRecord = { type: string; ttl: number };
    const every = (await query<DnsRecord>('', path)).body.data;
    const mail = (await query<DnsRecord>('type equals MX,TXT and ttl greater_than_and_including 300', path)).body.data;
    expect(every.length).toBeGreaterThan(0);
    expect(mail).toEqual(every.filter((record) => ['MX', 'TXT'].includes(record.type) && record.ttl >= 300));
  });
});
