/**
 * Reports through the API (DESIGN.md section 14; server/api/reports/): the domains, dns,
 * dns-records and ssls reports answer the same figures as direct SQL over the seeded data, for
 * two customer accounts, for staff in their own account (every account) and for staff in a
 * customer's; every row's PQL selects the records it counts; the `pql` filter narrows a report as
 * it narrows a list; the catalogue; who may read what (403), unknown reports (404) and bad
 * queries (400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchemas } from '../../server/api/openapi/report-schemas.ts';
import type { ReportAnswer, ReportCatalogueEntry, ReportSection } from '../../src/lib/schemas/report.ts';
import { answerValidator } from './support/answer-schema.ts';
import { startJobsApp, type JobsApp } from './support/jobs-app.ts';
import { addUser } from './support/test-users.ts';

type Row = Record<string, unknown>;
type Counts = Record<string, number>;

const ours = ['ns1.meridian-dns.net', 'ns2.meridian-dns.net', 'ns3.meridian-dns.eu'];

interface Caller {
  label: string;
  token: string;
  /** The context the call is made in. */
  context: string;
  /** The account whose records the caller sees, or null for every account. */
  sees: string | null;
}

describe('reports', () => {
  let app: JobsApp;
  let groupA: string;
  let groupB: string;
  let callers: Caller[];
  let admin: Caller;

  const all = (sql: string, ...params: (string | number)[]) => app.db.prepare(sql).all(...params) as Row[];
  const tally = (rows: Row[], keyOf: (row: Row) => string): Counts => {
    const counts: Counts = {};
    for (const row of rows) counts[keyOf(row)] = (counts[keyOf(row)] ?? 0) + 1;
    return counts;
  };
  /** The rows of a table the caller sees. */
  const visible = (table: string, caller: Caller, columns = '*') =>
    caller.sees === null ? all(`SELECT ${columns} FROM ${table}`) : all(`SELECT ${columns} FROM ${table} WHERE group_id = ?`, caller.sees);
  const today = () => new Date(app.clock.now()).toISOString().slice(0, 10);

  async function report(caller: Caller, name: string, query = ''): Promise<ReportAnswer> {
    const answer = await app.call<{ data: ReportAnswer }>(caller.token, 'GET', `/groups/${caller.context}/reports/${name}${query}`);
    expect(answer.status, `${caller.label} ${name}${query}: ${answer.text}`).toBe(200);
    return answer.body.data;
  }
  const section = (answer: ReportAnswer, id: string): ReportSection => {
    const found = answer.sections.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no section ${id}`);
    return found;
  };
  /** A section's rows as key → count, zero rows left out (SQL has none). */
  const countsOf = (answer: ReportAnswer, id: string): Counts =>
    Object.fromEntries(section(answer, id).rows.filter((row) => row.count > 0).map((row) => [row.key, row.count]));
  const figure = (answer: ReportAnswer, id: string) => answer.key_figures.find((candidate) => candidate.id === id)?.value;
  const percent = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);

  beforeAll(async () => {
    app = await startJobsApp({ domains: 700 });
    groupA = String(app.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    groupB = String(app.db.prepare(`SELECT group_id FROM domains WHERE group_id != ? GROUP BY group_id
      HAVING group_id IN (SELECT group_id FROM ssl_certificates) ORDER BY count(*) DESC LIMIT 1`).get(groupA)?.group_id);
    addUser(app.db, groupB, 'reports-b', ['reports-viewer', 'domains-viewer', 'dns-viewer', 'ssls-viewer']);
    const staffGroup = String(app.db.prepare("SELECT group_id FROM users WHERE username = 'staff'").get()?.group_id);
    // Delegations the seed does not make: elsewhere, ours written in capitals with a dot beside another, none.
    const zoned = all('SELECT d.id FROM domains d JOIN dns_zones z ON z.domain_id = d.id WHERE d.group_id = ? ORDER BY d.id LIMIT 3', groupA).map((row) => Number(row.id));
    const delegations = [['ns1.cloudhost-dns.com', 'ns2.cloudhost-dns.com'], ['NS1.MERIDIAN-DNS.NET.', 'ns1.elsewhere.example'], []];
    zoned.forEach((id, index) => app.db.prepare('UPDATE domains SET nameservers = ? WHERE id = ?').run(JSON.stringify(delegations[index]), id));
    const adminToken = await app.signIn('admin');
    const staffToken = await app.signIn('staff');
    admin = { label: 'customer A', token: adminToken, context: groupA, sees: groupA };
    callers = [
      admin,
      { label: 'customer B', token: await app.signIn('reports-b'), context: groupB, sees: groupB },
      { label: 'staff (every account)', token: staffToken, context: staffGroup, sees: null },
      { label: 'staff in account B', token: staffToken, context: groupB, sees: groupB },
    ];
  }, 60_000);
  afterAll(() => app.close());

  it('domains: totals, TLDs, statuses, locks, years of expiry and auto-renew as SQL counts them', async () => {
    for (const caller of callers) {
      const answer = await report(caller, 'domains');
      const domains = visible('domains', caller, 'tld, status, registry_lock, auto_renew, expires_at');
      expect(domains.length, caller.label).toBeGreaterThan(0);
      expect(answer).toMatchObject({ report: 'domains', filter: '', total: domains.length });
      expect(countsOf(answer, 'by_tld'), caller.label).toEqual(tally(domains, (row) => String(row.tld)));
      expect(countsOf(answer, 'by_status'), caller.label).toEqual(tally(domains, (row) => String(row.status)));
      expect(countsOf(answer, 'by_registry_lock'), caller.label).toEqual(tally(domains, (row) => String(row.registry_lock === 1)));
      expect(countsOf(answer, 'by_auto_renew'), caller.label).toEqual(tally(domains, (row) => String(row.auto_renew === 1)));
      const years = tally(domains, (row) => String(row.expires_at).slice(0, 4));
      expect(countsOf(answer, 'by_expiry_year'), caller.label).toEqual(years);
      expect(section(answer, 'by_expiry_year').rows.map((row) => row.key)).toEqual(Object.keys(years).sort());
      const locked = domains.filter((row) => row.registry_lock === 1).length;
      const renewing = domains.filter((row) => row.auto_renew === 1).length;
      expect(answer.key_figures).toEqual([
        { id: 'domains_total', value: domains.length, unit: 'count' },
        { id: 'registry_lock_percent', value: percent(locked, domains.length), unit: 'percent' },
        { id: 'auto_renew_percent', value: percent(renewing, domains.length), unit: 'percent' },
      ]);
    }
  });

  it('dns: zones by record count, DNSSEC state and delegation to our name servers', async () => {
    const bucket = (n: number) => (n === 0 ? '0' : n < 10 ? '1-9' : n < 50 ? '10-49' : n < 200 ? '50-199' : '200+');
    const delegation = (nameservers: unknown) => {
      if (nameservers === null) return 'none';
      const names = (JSON.parse(String(nameservers)) as string[]).map((name) => name.toLowerCase().replace(/\.$/, ''));
      if (names.length === 0) return 'none';
      return names.some((name) => ours.includes(name)) ? 'ours' : 'other';
    };
    for (const caller of callers) {
      const answer = await report(caller, 'dns');
      const zones = all(`SELECT z.id, z.dnssec_status, d.nameservers, (SELECT count(*) FROM dns_records r WHERE r.zone_id = z.id) AS records
        FROM dns_zones z LEFT JOIN domains d ON d.id = z.domain_id ${caller.sees === null ? '' : 'WHERE z.group_id = ?'}`, ...(caller.sees === null ? [] : [caller.sees]));
      expect(answer.total, caller.label).toBe(zones.length);
      expect(countsOf(answer, 'by_record_count'), caller.label).toEqual(tally(zones, (row) => bucket(Number(row.records))));
      expect(section(answer, 'by_record_count').rows.map((row) => row.key)).toEqual(['0', '1-9', '10-49', '50-199', '200+']);
      expect(countsOf(answer, 'by_dnssec'), caller.label).toEqual(tally(zones, (row) => String(row.dnssec_status)));
      const delegations = tally(zones, (row) => delegation(row.nameservers));
      expect(countsOf(answer, 'by_nameservers'), caller.label).toEqual(delegations);
      expect(section(answer, 'by_nameservers').rows.map((row) => row.key)).toEqual(['ours', 'other', 'none']);
      const signed = zones.filter((row) => row.dnssec_status === 'signed').length;
      expect(answer.key_figures).toEqual([
        { id: 'zones_total', value: zones.length, unit: 'count' },
        { id: 'dnssec_percent', value: percent(signed, zones.length), unit: 'percent' },
        { id: 'not_our_nameservers', value: delegations.other ?? 0, unit: 'count' },
      ]);
    }
    // The delegations changed above: one elsewhere; ours in capitals with a trailing dot is ours; none.
    const answer = await report(admin, 'dns');
    expect(figure(answer, 'not_our_nameservers')).toBeGreaterThanOrEqual(1);
    expect(countsOf(answer, 'by_nameservers').none).toBeGreaterThanOrEqual(2);
  });

  it('dns-records: live records by type and TTL bucket, and the zones holding them', async () => {
    const bucket = (ttl: number) => (ttl <= 300 ? '0-300' : ttl <= 3600 ? '301-3600' : ttl <= 86_400 ? '3601-86400' : '86401+');
    for (const caller of callers) {
      const answer = await report(caller, 'dns-records');
      const records = visible('dns_records', caller, 'type, ttl, zone_id');
      expect(answer.total, caller.label).toBe(records.length);
      expect(countsOf(answer, 'by_type'), caller.label).toEqual(tally(records, (row) => String(row.type)));
      expect(countsOf(answer, 'by_ttl'), caller.label).toEqual(tally(records, (row) => bucket(Number(row.ttl))));
      expect(section(answer, 'by_ttl').rows.map((row) => row.key)).toEqual(['0-300', '301-3600', '3601-86400', '86401+']);
      expect(answer.key_figures).toEqual([
        { id: 'records_total', value: records.length, unit: 'count' },
        { id: 'zones_with_records', value: new Set(records.map((row) => row.zone_id)).size, unit: 'count' },
      ]);
    }
  });

  it('ssls: certificates by level, issuer, month of expiry and status; those expiring in 30 days', async () => {
    const day = today();
    const months = Array.from({ length: 12 }, (_, index) => {
      const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + index, 1));
      return date.toISOString().slice(0, 7);
    });
    const in30 = new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const monthOf = (expires: unknown) => {
      if (expires === null) return '';
      const date = String(expires).slice(0, 10);
      if (date < day) return 'expired';
      return months.includes(date.slice(0, 7)) ? date.slice(0, 7) : 'later';
    };
    for (const caller of callers) {
      const answer = await report(caller, 'ssls');
      const certificates = visible('ssl_certificates', caller, 'validation_level, issuer, status, expires_at');
      expect(certificates.length, caller.label).toBeGreaterThan(0);
      expect(answer.total, caller.label).toBe(certificates.length);
      expect(countsOf(answer, 'by_validation_level'), caller.label).toEqual(tally(certificates, (row) => String(row.validation_level)));
      expect(countsOf(answer, 'by_issuer'), caller.label).toEqual(tally(certificates, (row) => String(row.issuer)));
      expect(countsOf(answer, 'by_status'), caller.label).toEqual(tally(certificates, (row) => String(row.status)));
      expect(countsOf(answer, 'by_expiry_month'), caller.label).toEqual(tally(certificates, (row) => monthOf(row.expires_at)));
      // 'expired', then every one of the twelve months, zeros included.
      expect(section(answer, 'by_expiry_month').rows.slice(0, 13).map((row) => row.key)).toEqual(['expired', ...months]);
      const expiring = certificates.filter((row) => row.status === 'issued' && row.expires_at !== null
        && String(row.expires_at).slice(0, 10) >= day && String(row.expires_at).slice(0, 10) <= in30).length;
      expect(answer.key_figures).toEqual([
        { id: 'certificates_total', value: certificates.length, unit: 'count' },
        { id: 'expiring_30_days', value: expiring, unit: 'count' },
      ]);
    }
  });

  it('gives every row PQL that selects exactly the records it counts', async () => {
    for (const name of ['domains', 'dns', 'dns-records', 'ssls']) {
      const answer = await report(admin, name);
      for (const part of answer.sections) {
        for (const row of part.rows.filter((candidate) => candidate.pql !== undefined)) {
          const narrowed = await report(admin, name, `?pql=${encodeURIComponent(String(row.pql))}`);
          expect(narrowed.total, `${name} ${part.id} ${row.key}: ${row.pql}`).toBe(row.count);
          expect(narrowed.filter).toBe(row.pql);
        }
      }
    }
  });

  it('narrows a report with pql as a list is narrowed, relative dates at the server clock', async () => {
    const answer = await report(admin, 'domains', `?pql=${encodeURIComponent('  tld equals com and expires_at less_than today+90d ')}`);
    const until = new Date(app.clock.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const expected = all("SELECT count(*) AS n FROM domains WHERE group_id = ? AND tld = 'com' AND substr(expires_at, 1, 10) < ?", groupA, until)[0]?.n;
    expect(answer.total).toBe(expected);
    expect(answer.filter).toBe('tld equals com and expires_at less_than today+90d');
    expect(Object.keys(countsOf(answer, 'by_tld'))).toEqual(expected === 0 ? [] : ['com']);
    const list = await app.call<{ meta: { total: number } }>(admin.token, 'GET', `/groups/${groupA}/domains?limit=1&pql=${encodeURIComponent('tld equals com and expires_at less_than today+90d')}`);
    expect(list.body.meta.total).toBe(expected);
    // Staff in every account may filter on the account's name, as their lists may.
    const staff = callers[2] as Caller;
    const accountName = String(app.db.prepare('SELECT name FROM accounts WHERE id = ?').get(groupB)?.name);
    const ofB = await report(staff, 'domains', `?pql=${encodeURIComponent(`account.name equals "${accountName}"`)}`);
    expect(ofB.total).toBe(all('SELECT count(*) AS n FROM domains WHERE group_id = ?', groupB)[0]?.n);
    const signed = await report(admin, 'dns', `?pql=${encodeURIComponent('dnssec_status equals signed')}`);
    expect(signed.total).toBe(all("SELECT count(*) AS n FROM dns_zones WHERE group_id = ? AND dnssec_status = 'signed'", groupA)[0]?.n);
    expect(figure(signed, 'dnssec_percent')).toBe(signed.total === 0 ? 0 : 100);
  });

  it('answers a bad query with the 400 a list gives', async () => {
    for (const pql of ['name equals', 'no_such_field equals 1', 'status equals nonsense', 'expires_at less_than someday']) {
      const url = `/groups/${groupA}/reports/domains?pql=${encodeURIComponent(pql)}`;
      const answer = await app.call(admin.token, 'GET', url);
      const list = await app.call(admin.token, 'GET', `/groups/${groupA}/domains?pql=${encodeURIComponent(pql)}`);
      expect(answer.status, pql).toBe(400);
      expect(answer.body, pql).toEqual(list.body);
      expect(answer.body).toMatchObject({ code: 'invalid_query', parameter: 'pql', reason_key: expect.any(String) });
    }
    const twice = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/domains?pql=tld%20equals%20com&pql=tld%20equals%20net`);
    expect(twice.body).toMatchObject({ statusCode: 400, code: 'invalid_query' });
    // A field of another resource: the dns report's pql is over dns-zones.
    const other = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/dns?pql=${encodeURIComponent('tld equals com')}`);
    expect(other.body).toMatchObject({ statusCode: 400, code: 'invalid_query', reason_key: 'unknownField' });
  });

  it('lists one headline per report the caller may read', async () => {
    const catalogue = await app.call<{ data: ReportCatalogueEntry[] }>(admin.token, 'GET', `/groups/${groupA}/reports`);
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.data.map((entry) => entry.report)).toEqual(['domains', 'dns', 'dns-records', 'ssls', 'renewals-forecast', 'portfolio-activity']);
    const headline = (name: string) => catalogue.body.data.find((entry) => entry.report === name)?.key_figure;
    expect(headline('domains')).toEqual({ id: 'domains_total', value: all('SELECT count(*) AS n FROM domains WHERE group_id = ?', groupA)[0]?.n, unit: 'count' });
    expect(headline('dns')).toEqual({ id: 'zones_total', value: all('SELECT count(*) AS n FROM dns_zones WHERE group_id = ?', groupA)[0]?.n, unit: 'count' });
    expect(headline('dns-records')).toEqual({ id: 'records_total', value: all('SELECT count(*) AS n FROM dns_records WHERE group_id = ?', groupA)[0]?.n, unit: 'count' });
    expect(headline('ssls')).toEqual({ id: 'certificates_total', value: all('SELECT count(*) AS n FROM ssl_certificates WHERE group_id = ?', groupA)[0]?.n, unit: 'count' });
    expect(headline('renewals-forecast')).toEqual(expect.objectContaining({ id: 'renewals_count', value: figure(await report(admin, 'renewals-forecast'), 'renewals_count') }));
    expect(headline('portfolio-activity')).toEqual(expect.objectContaining({ id: 'events_total', value: figure(await report(admin, 'portfolio-activity'), 'events_total') }));
    // The brand viewer reads reports on domains (and the activity of the areas they may view), nothing on DNS or certificates.
    const brand = await app.signIn('brand');
    const theirs = await app.call<{ data: ReportCatalogueEntry[] }>(brand, 'GET', `/groups/${groupA}/reports`);
    expect(theirs.body.data.map((entry) => entry.report)).toEqual(['domains', 'renewals-forecast', 'portfolio-activity']);
  });

  it('needs view-reports and the view permission of the report\'s resource', async () => {
    addUser(app.db, groupA, 'no-reports', ['domains-admin', 'dns-admin']);
    const noReports = await app.signIn('no-reports');
    for (const path of ['reports', 'reports/domains', 'reports/no-such-report']) {
      const answer = await app.call(noReports, 'GET', `/groups/${groupA}/${path}`);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({ code: 'forbidden', permission: 'view-reports' });
    }
    const brand = await app.signIn('brand');
    for (const [name, permission] of [['dns', 'view-dns'], ['dns-records', 'view-dns'], ['ssls', 'view-ssls']]) {
      const answer = await app.call(brand, 'GET', `/groups/${groupA}/reports/${name}`);
      expect(answer.status, name).toBe(403);
      expect(answer.body).toMatchObject({ code: 'forbidden', permission });
    }
    expect((await app.call(brand, 'GET', `/groups/${groupA}/reports/domains`)).status).toBe(200);
    // A customer cannot read another account's reports: that account does not exist for them.
    expect((await app.call(admin.token, 'GET', `/groups/${groupB}/reports/domains`)).body).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect((await app.app.inject({ method: 'GET', url: `/groups/${groupA}/reports/domains` })).statusCode).toBe(401);
  });

  it('answers as the OpenAPI document describes', async () => {
    const answers = answerValidator(reportSchemas().ReportAnswer);
    const catalogue = answerValidator(reportSchemas().ReportCatalogue);
    for (const caller of [admin, callers[2] as Caller]) {
      const listed = await app.call(caller.token, 'GET', `/groups/${caller.context}/reports`);
      expect(catalogue(listed.body), JSON.stringify(catalogue.errors)).toBe(true);
      for (const query of ['domains', 'dns', 'dns-records', 'ssls', 'renewals-forecast?months=24&drop=auto_renew_off', 'portfolio-activity?interval=week']) {
        const answer = await app.call(caller.token, 'GET', `/groups/${caller.context}/reports/${query}`);
        expect(answers(answer.body), `${query}: ${JSON.stringify(answers.errors)}`).toBe(true);
      }
    }
  });

  it('answers an unknown report with 404 report_not_found', async () => {
    for (const name of ['no-such-report', 'constructor', 'DOMAINS']) {
      const answer = await app.call(admin.token, 'GET', `/groups/${groupA}/reports/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.body).toMatchObject({ code: 'report_not_found' });
    }
  });
});
