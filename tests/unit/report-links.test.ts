/**
 * Where a report's rows lead (DESIGN.md section 14) and what a report page is given when it is
 * built: the filtered list of the records a row counts — the report's filter AND the row's PQL —
 * only when a list shows that resource, filters on every field of it, and the reader may see it.
 */
import { describe, expect, it } from 'vitest';
import lists from '~/content/locales/en/lists.json';
import reports from '~/content/locales/en/reports.json';
import resources from '~/content/locales/en/resources.json';
import { combinedFilter, rowHref, sectionList, type ReportList } from '~/lib/reports/report-links';
import { reportCatalogue, reportPage } from '~/lib/reports/report-pages';
import { resourceByName } from '~/lib/resources/index';
import { reportDeclarations } from '~/lib/reports/report-declarations';
import { reportNames } from '~/lib/schemas/report';

const domainsList: ReportList = { href: '/domains', permission: 'view-domains', fields: ['name', 'tld', 'status', 'expires_at', 'auto_renew'] };
const en = { lists, reports, resources };
const pqlOf = (href: string | undefined) => (href ? new URL(href, 'https://portal.example').searchParams.get('pql') : undefined);

describe('a row’s link', () => {
  it('opens the list filtered by the row’s PQL', () => {
    const href = rowHref(domainsList, '', 'tld equals com');
    expect(href).toBe('/domains?pql=tld%20equals%20com');
    expect(pqlOf(href)).toBe('tld equals com');
  });

  it('ANDs the report’s filter with the row’s PQL, quotes and all', () => {
    const href = rowHref(domainsList, ' name contains "shop + co" ', 'expires_at >= "2027-01-01"'.replace('>=', 'greater_than_and_including'));
    expect(pqlOf(href)).toBe('name contains "shop + co" and expires_at greater_than_and_including "2027-01-01"');
    expect(combinedFilter('', undefined)).toBe('');
    expect(combinedFilter('a equals 1', '  ')).toBe('a equals 1');
  });

  it('leads nowhere without a row PQL, without a list, or when the list cannot filter on a field', () => {
    expect(rowHref(domainsList, '', undefined)).toBeUndefined();
    expect(rowHref(domainsList, '', ' ')).toBeUndefined();
    expect(rowHref(undefined, '', 'tld equals com')).toBeUndefined();
    expect(rowHref(domainsList, '', 'dnssec_status equals signed')).toBeUndefined();
    expect(rowHref(domainsList, 'registrant.name contains x', 'tld equals com')).toBeUndefined();
    expect(rowHref(domainsList, '', 'tld equals "open')).toBeUndefined();
  });

  it('uses the section’s resource, else the report’s, and only a list the reader may see', () => {
    const lists = { domains: domainsList };
    const everything = () => true;
    expect(sectionList(lists, 'domains', {}, everything)).toBe(domainsList);
    expect(sectionList(lists, 'dns', {}, everything)).toBeUndefined();
    expect(sectionList(lists, 'dns', { resource: 'domains' }, everything)).toBe(domainsList);
    expect(sectionList(lists, 'domains', {}, (permission) => permission !== 'view-domains')).toBeUndefined();
  });
});

describe('a report page, as built', () => {
  it('gives each report its declaration, its resource’s filter fields, an example and its words', () => {
    for (const name of reportNames) {
      const page = reportPage(name, en);
      expect(page.report).toBe(name);
      expect(page.declaration).toBe(reportDeclarations[name]);
      expect(page.filter.columns.length, name).toBeGreaterThan(3);
      expect(page.filter.example, name).not.toBe('');
      expect(page.words.resources.boolean).toEqual({ yes: 'Yes', no: 'No' });
      expect(page.words.lists).toEqual({ pql: lists.pql });
    }
  });

  it('reads the lists rows open from the resource declarations', () => {
    const domains = resourceByName('domains')!;
    expect(reportPage('domains', en).lists.domains).toMatchObject({ href: domains.routes.list, permission: domains.permissions.view });
    expect(reportPage('domains', en).lists.domains!.fields).toEqual(expect.arrayContaining(['tld', 'status', 'expires_at', 'registry_lock', 'auto_renew']));
    const search = resourceByName('dns-record-search')!;
    expect(reportPage('dns-records', en).lists['dns-records']).toMatchObject({ href: search.routes.list, permission: search.permissions.view });
    expect(reportPage('dns-records', en).lists['dns-records']!.fields).toEqual(expect.arrayContaining(['type', 'ttl']));
    expect(reportPage('ssls', en).lists['ssl-certificates']!.href).toBe('/ssls');
    expect(reportPage('dns', en).lists['dns-zones']).toBeUndefined();
    expect(reportPage('portfolio-activity', en).lists).toEqual({});
  });

  it('carries the words of its statuses and a domain’s page for the drop candidates', () => {
    expect((reportPage('domains', en).words.resources.values as Record<string, string>).pending_delete).toBe('Pending deletion');
    expect((reportPage('ssls', en).words.resources.values as Record<string, string>).pending_validation).toBe('Pending validation');
    expect(reportPage('renewals-forecast', en).domainRecord).toBe('/domains/{id}');
    expect(reportPage('domains', en).domainRecord).toBeUndefined();
  });

  it('lists every report in the catalogue with its route', () => {
    expect(reportCatalogue(en).reports.map((report) => report.route)).toEqual(reportNames.map((name) => `/reports/${name}`));
  });
});

describe('the words a report page carries', () => {
  /** Every key a report page may ask for, by the report: the screen's own words and those built from its declaration. */
  function keysOf(tree: unknown, prefix = ''): string[] {
    if (typeof tree !== 'object' || tree === null) return [prefix];
    return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
  }

  it('are the report’s own part of `reports`: its sections, counts and covers, not the other reports’', () => {
    for (const name of reportNames) {
      const keys = new Set(keysOf(reportPage(name, en).words.reports));
      const declaration = reportDeclarations[name];
      const asked = [
        'loading', 'updating', 'failed', 'summary', 'figuresHeading', 'columns.key', 'columns.share', 'columns.amount', 'section.download',
        'section.downloadLabel', 'section.tableCaption', 'section.noRows', 'empty.filtered', 'empty.nothing', 'empty.clear', 'keys.none', 'keys.system',
        'ranges.between', `reports.${name}.description`, `counts.${name}`, `covers.${name}_one`, `covers.${name}_other`,
        'figures.domains_total', 'figures.forecast_total',
        ...declaration.sections.flatMap((section) => [`sections.${name}.${section.id}.title`, `sections.${name}.${section.id}.key`]),
        ...(declaration.options.includes('drop') ? ['drop.heading', 'drop.send_other', 'drop.criteria.no_records', 'options.months', 'options.monthsValue_other'] : []),
        ...(declaration.options.includes('period') ? ['options.from', 'options.to', 'options.intervals.week', 'options.problems.tooLong', 'areas.dns'] : []),
      ];
      expect(asked.filter((key) => !keys.has(key)), name).toEqual([]);
      const others = reportNames.filter((other) => other !== name);
      expect([...keys].filter((key) => others.some((other) => key.startsWith(`sections.${other}.`) || key.startsWith(`reports.${other}.`))), name).toEqual([]);
      if (!declaration.options.includes('drop')) expect([...keys].filter((key) => key.startsWith('drop.')), name).toEqual([]);
      expect([...keys].filter((key) => key.startsWith('catalogue.')), name).toEqual([]);
    }
  });

  it('of the catalogue are every report’s title and description and the figures', () => {
    const keys = new Set(keysOf(reportCatalogue(en).words.reports));
    for (const name of reportNames) expect(keys.has(`reports.${name}.title`) && keys.has(`reports.${name}.description`), name).toBe(true);
    expect(keys.has('figures.renewals_count')).toBe(true);
    expect(keys.has('catalogue.empty')).toBe(true);
    expect([...keys].filter((key) => key.startsWith('sections.'))).toEqual([]);
  });
});
