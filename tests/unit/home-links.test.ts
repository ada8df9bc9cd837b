/**
 * Where the dashboards lead, from the resource declarations: a figure to its list filtered by its
 * PQL (the list address's `pql`), a nested resource to its parent's list, jobs to the tray, an
 * event or change to its record page; the quick search to the domains list by name.
 */
import { describe, expect, it } from 'vitest';
import { domainSearchHref, domainSearchPql, figureHref, homeInAccount, recordHref } from '~/lib/dashboard/dashboard-links';
import { dashboardPages } from '~/lib/dashboard/dashboard-pages';
import { readListUrlState } from '~/lib/lists/list-url-state';
import { parsePql } from '~/lib/pql';

describe('the dashboards\' links', () => {
  const pages = dashboardPages();

  it('reads the lists and record pages from the declarations', () => {
    expect(pages.lists.domains).toEqual({ href: '/domains', permission: 'view-domains', filters: true });
    expect(pages.lists['approval-requests']?.href).toBe('/domains/approval-requests');
    expect(pages.lists['watch-domains']).toEqual({ href: '/watch', permission: 'view-watch', filters: false });
    expect(pages.lists.jobs).toEqual({ href: '/tray', permission: 'view-tray', filters: false });
    expect(pages.records).toMatchObject({ domains: '/domains/{id}', 'ssl-certificates': '/ssls/{id}', transactions: '/invoicing/transactions/{id}', watches: '/watch/{id}' });
    expect(pages.records['dns-records']).toBeUndefined();
  });

  it('links a figure to its list with its filter in the address, as the list reads it', () => {
    const pql = 'status equals active and expires_at between today,today+30d';
    const href = figureHref(pages, 'domains', pql)!;
    expect(href.startsWith('/domains?pql=')).toBe(true);
    expect(readListUrlState(new URL(href, 'http://portal').searchParams, '-created_at').pql).toBe(pql);
    expect(figureHref(pages, 'watch-domains', 'status equals new')).toBe('/watch');
    expect(figureHref(pages, 'jobs', 'state equals running')).toBe('/tray');
    expect(figureHref(pages, 'nothing', 'x')).toBeUndefined();
  });

  it('links a record to its page when it has one', () => {
    expect(recordHref(pages, 'domains', '12')).toBe('/domains/12');
    expect(recordHref(pages, 'domains', '')).toBeUndefined();
    expect(recordHref(pages, undefined, 3)).toBeUndefined();
    expect(recordHref(pages, 'dns-records', 3)).toBeUndefined();
  });

  it('searches domains by name with the list\'s PQL', () => {
    expect(domainSearchPql('  Aurora ')).toBe('name contains aurora');
    expect(domainSearchPql('my shop')).toBe('name contains "my shop"');
    expect(domainSearchPql('ドメイン')).toBe('unicode_name contains ドメイン');
    expect(domainSearchPql('   ')).toBeUndefined();
    for (const text of ['aurora', 'a "quoted" name', 'back\\slash']) {
      const parsed = parsePql(domainSearchPql(text)!);
      expect(parsed.ok && parsed.query[0]?.values).toEqual([text.toLowerCase()]);
    }
    expect(domainSearchHref('/domains', 'aurora')).toBe('/domains?pql=name+contains+aurora');
  });

  it('switches the home page to another account', () => {
    expect(homeInAccount('http://portal', 'abc', 'own')).toBe('/?context=abc');
    expect(homeInAccount('http://portal', 'own', 'own')).toBe('/');
  });
});
