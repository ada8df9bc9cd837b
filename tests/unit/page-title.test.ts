import { describe, expect, it } from 'vitest';
import { pageTitle } from '~/lib/routes/page-title';
import { routeTable } from '~/lib/routes/route-table';
import chrome from '~/content/locales/en/chrome.json';

const labels: Record<string, string> = chrome.segment;
const label = (segment: string) => labels[segment] ?? `?${segment}`;

describe('page title: own title, parent segments in reverse, short product name', () => {
  it('names a record page by the record once it is loaded', () => {
    expect(pageTitle('/domains/{id}/dns', { label, shortName: 'Portal', recordNames: { id: 'example.com' } })).toBe(
      'DNS · example.com · Domains · Portal',
    );
  });

  it('leaves the record out until its name is known', () => {
    expect(pageTitle('/domains/{id}/dns', { label, shortName: 'Portal' })).toBe('DNS · Domains · Portal');
  });

  it('uses the record name as the own title of a record page', () => {
    expect(pageTitle('/contacts/{id}', { label, shortName: 'Portal', recordNames: { id: 'Jane Doe' } })).toBe('Jane Doe · Contacts · Portal');
  });

  it('reverses every parent segment of a deep route', () => {
    expect(
      pageTitle('/invoicing/global-pricing-rules/{id}/{ruleName}/log', {
        label,
        shortName: 'Portal',
        recordNames: { id: 'Resellers', ruleName: 'renewal-discount' },
      }),
    ).toBe('Log · renewal-discount · Resellers · Global pricing rules · Invoicing · Portal');
  });

  it('calls the root page Home', () => {
    expect(pageTitle('/', { label, shortName: 'Portal' })).toBe('Home · Portal');
  });

  it('uses the configured short name', () => {
    expect(pageTitle('/tlds', { label, shortName: 'Registrar' })).toBe('TLDs · Registrar');
  });

  it('has an English label for every static segment of every route', () => {
    const missing = routeTable
      .flatMap((route) => route.pattern.split('/'))
      .filter((segment) => segment && !segment.startsWith('{') && !labels[segment]);
    expect(missing).toEqual([]);
  });
});
