/** Where the tray's records lead (DESIGN.md section 11: a row opens the record it names), and the job in the address. */
import { describe, expect, it } from 'vitest';
import { readListUrlState } from '~/lib/lists/list-url-state';
import { findScreen } from '~/lib/screens/index';
import { approvalRequestHref, domainIdOf, jobHref, jobIdFromSearch, recordHref, trayRecordsHref, trayResources } from '~/lib/tray/tray-links';
import { trayPages } from '~/screens/tray-pages';

// As the tray page is built: from the declarations.
const pages = trayPages();

describe('a tray record\'s page', () => {
  it('is the record\'s own page for domains, contacts and certificates', () => {
    expect(recordHref(pages, 'domains', 4)).toBe('/domains/4');
    expect(recordHref(pages, 'contacts', 5)).toBe('/contacts/5');
    expect(recordHref(pages, 'ssl-certificates', 6)).toBe('/ssls/6');
    expect(recordHref(pages, 'widgets', 6)).toBeUndefined();
  });

  it('is a DNS record\'s zone page when the item names the domain, else the record search filtered to it', () => {
    expect(recordHref(pages, 'dns-records', 90, 12)).toBe('/domains/12/dns');
    expect(recordHref(pages, 'dns-records', 90)).toBe('/domains/search/records?filter[id]=90');
    expect(domainIdOf({ domain_id: 12 })).toBe(12);
    expect(domainIdOf({ domain_id: null, data: { domain_id: '8' } })).toBe(8);
    expect(domainIdOf({ data: {} })).toBeUndefined();
  });

  it('gathers each kind from a list the right users may see', () => {
    expect(pages.sources).toEqual({
      domains: { href: '/domains', permission: 'view-domains' },
      'dns-records': { href: '/domains/search/records', permission: 'view-dns' },
      contacts: { href: '/contacts', permission: 'view-contacts' },
      'ssl-certificates': { href: '/ssls', permission: 'view-ssls' },
    });
  });

  it('leads to declared screens', () => {
    for (const pattern of ['/domains/{id}', '/contacts/{id}', '/ssls/{id}', '/domains/{id}/dns', '/domains/search/records', '/tray/records', '/tray', '/domains/approval-requests/{id}']) {
      expect(findScreen(pattern), pattern).toBeDefined();
    }
    for (const resource of trayResources) expect(findScreen(pages.sources[resource].href), resource).toBeDefined();
    expect(approvalRequestHref(3)).toBe('/domains/approval-requests/3');
  });
});

describe('the tray list of one kind', () => {
  it('is the tray records list with the kind as its legacy filter', () => {
    const href = trayRecordsHref('ssl_certificate');
    expect(href).toBe('/tray/records?filter[resource_type]=ssl_certificate');
    expect(readListUrlState(new URL(href, 'https://portal.test').searchParams, '-created_at').filters).toEqual({ resource_type: 'ssl_certificate' });
  });
});

describe('the job in the address', () => {
  it('is a positive whole number, or none', () => {
    expect(jobHref(12)).toBe('/tray?job=12');
    expect(jobIdFromSearch('?job=12&context=x')).toBe(12);
    expect(jobIdFromSearch('?job=0')).toBeUndefined();
    expect(jobIdFromSearch('?job=abc')).toBeUndefined();
    expect(jobIdFromSearch('')).toBeUndefined();
  });
});
