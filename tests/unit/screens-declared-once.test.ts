import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import chrome from '~/content/locales/en/chrome.json';
import { resourceDeclarations } from '~/lib/resources';
import { navigation } from '~/lib/routes/navigation';
import { routeTable, specPatternFromAstro } from '~/lib/routes/route-table';
import { fillRoutePattern } from '~/lib/routes/route-pattern';
import { menuGroups } from '~/lib/screens/menu-groups';
import { breadcrumbOf, findScreen, recordFamilyOf, screenDeclarations, screenPermission } from '~/lib/screens';
import { pageHeaderPlan } from '~/lib/screens/page-header-plan';

const englishChrome = chrome as unknown as Record<string, Record<string, string>>;
const hasChromeKey = (key: string) => {
  const [namespace, path] = key.split(':');
  if (namespace !== 'chrome') return true;
  const [group, name] = path!.split('.');
  return typeof englishChrome[group!]?.[name!] === 'string';
};

function pagePatterns(directory = 'src/pages'): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return pagePatterns(path);
    if (!entry.endsWith('.astro') || entry === '404.astro') return [];
    const route = `/${relative('src/pages', path).replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
    return [specPatternFromAstro(route)];
  });
}

describe('screens declared once', () => {
  it('declares every page of the site and nothing else, once each', () => {
    const declared = screenDeclarations.map((screen) => screen.pattern);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...pagePatterns()].sort());
    expect(routeTable).toHaveLength(129);
  });

  it('gives every screen a title and every tab a label that English has', () => {
    for (const screen of screenDeclarations) {
      expect(hasChromeKey(screen.title), `${screen.pattern}: ${screen.title}`).toBe(true);
      if (screen.tabLabel) expect(hasChromeKey(screen.tabLabel), `${screen.pattern}: ${screen.tabLabel}`).toBe(true);
    }
  });

  it('reaches every sub-page of a record from its record page as a tab, the record page first', () => {
    for (const screen of screenDeclarations.filter((each) => each.tabs)) {
      expect(screen.tabs![0], screen.pattern).toBe(screen.pattern);
      for (const tab of screen.tabs!) expect(findScreen(tab), `${screen.pattern} → ${tab}`).toBeDefined();
    }
    const recordPages = screenDeclarations.filter((screen) => /\/\{[^}]+\}$/.test(screen.pattern) && screen.layout === 'default');
    for (const record of recordPages) {
      const subPages = screenDeclarations.filter((screen) => screen.layout === 'default' && screen.pattern.startsWith(`${record.pattern}/`) && screen.pattern.split('/').length === record.pattern.split('/').length + 1);
      for (const subPage of subPages) {
        if (subPage.pattern.endsWith('}')) continue;
        expect(recordFamilyOf(subPage.pattern)?.pattern, `${subPage.pattern} is a tab of ${record.pattern}`).toBeDefined();
      }
    }
  });

  it('shows the spec’s record families with their sub-pages as tabs', () => {
    expect(findScreen('/domains/{id}')!.tabs).toEqual([
      '/domains/{id}', '/domains/{id}/dns', '/domains/{id}/dnssec', '/domains/{id}/glue-records', '/domains/{id}/orders',
      '/domains/{id}/transactions', '/domains/{id}/dns-log', '/domains/{id}/dns-statistics', '/domains/{id}/log',
    ]);
    expect(findScreen('/ssls/{id}')!.tabs).toEqual(['/ssls/{id}', '/ssls/{id}/files', '/ssls/{id}/validation', '/ssls/{id}/transactions', '/ssls/{id}/log']);
    expect(findScreen('/contacts/{id}')!.tabs).toEqual(['/contacts/{id}', '/contacts/{id}/registry-handles', '/contacts/{id}/approval-requests', '/contacts/{id}/log']);
    expect(recordFamilyOf('/invoicing/pricing-entity-rules/{id}')?.pattern).toBe('/invoicing/pricing-entities/{id}');
  });

  it('takes a resource screen’s permission from its declaration, and a tab the user may not view stays hidden', () => {
    expect(screenPermission(findScreen('/domains/{id}/dns')!)).toBe('view-dns');
    expect(screenPermission(findScreen('/domains/{id}/transactions')!)).toBe('view-invoicing');
    expect(screenPermission(findScreen('/tray')!)).toBe('view-tray');
    expect(screenPermission(findScreen('/my-profile')!)).toBeUndefined();
    const tabs = pageHeaderPlan('/domains/{id}/dns').record!.tabs;
    expect(tabs.find((tab) => tab.pattern === '/domains/{id}/transactions')?.permission).toBe('view-invoicing');
  });
});

describe('navigation generated from the screens', () => {
  it('places every item in a known group, each screen once', () => {
    const groups = new Set(menuGroups.map((group) => group.id));
    for (const screen of screenDeclarations.filter((each) => each.menu)) expect(groups.has(screen.menu!.group), screen.pattern).toBe(true);
    const hrefs = navigation.flatMap((group) => group.items.map((item) => item.href));
    expect(new Set(hrefs)).toEqual(new Set(screenDeclarations.filter((screen) => screen.menu).map((screen) => screen.pattern)));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('gates each item by the permission its screen needs', () => {
    const item = navigation.flatMap((group) => group.items).find((entry) => entry.href === '/domains/dns-log');
    expect(item?.permission).toBe('view-dns');
    expect(navigation.flatMap((group) => group.items).find((entry) => entry.href === '/my-profile')?.permission).toBeUndefined();
  });
});

describe('breadcrumbs and the page header', () => {
  it('walks from the area to the page through the routes that exist', () => {
    expect(breadcrumbOf('/domains/{id}/dns').map((crumb) => crumb.pattern)).toEqual(['/domains', '/domains/{id}', '/domains/{id}/dns']);
    expect(breadcrumbOf('/invoicing/global-pricing-rules/{id}/{ruleName}/log').map((crumb) => crumb.pattern)).toEqual([
      '/invoicing', '/invoicing/global-pricing-rules', '/invoicing/global-pricing-rules/{id}', '/invoicing/global-pricing-rules/{id}/{ruleName}',
      '/invoicing/global-pricing-rules/{id}/{ruleName}/log',
    ]);
  });

  it('names a sub-page’s parent: the header asks for the name unless the page’s own island loads the record', () => {
    expect(pageHeaderPlan('/domains/{id}/dns').nameSources).toEqual([{ parameter: 'id', apiPath: 'domains', displayField: 'name', unicodeField: 'unicode_name' }]);
    expect(pageHeaderPlan('/domains/{id}').nameSources).toEqual([]);
    expect(pageHeaderPlan('/domains/{id}/log').nameSources).toEqual([]);
    const rule = pageHeaderPlan('/invoicing/global-pricing-rules/{id}/{ruleName}');
    expect(rule.nameSources).toEqual([{ parameter: 'id', apiPath: 'products', displayField: 'name' }]);
    expect(rule.record).toMatchObject({ parameter: 'ruleName', nameFromAddress: true });
  });

  it('gives every record route of a declaration a heading, and area pages only a trail', () => {
    for (const declaration of resourceDeclarations.filter((each) => each.routes.record)) {
      expect(pageHeaderPlan(declaration.routes.record!).record, declaration.name).toBeDefined();
    }
    expect(pageHeaderPlan('/domains/log').record).toBeUndefined();
    expect(pageHeaderPlan('/domains').crumbs).toHaveLength(1);
  });
});

describe('one route-pattern builder', () => {
  it('fills parameters, encodes them, and refuses a missing one', () => {
    expect(fillRoutePattern('/domains/{id}/dns', { id: 12 })).toBe('/domains/12/dns');
    expect(fillRoutePattern('/invoicing/global-pricing-rules/custom/{ruleName}', { ruleName: 'a/b c' })).toBe('/invoicing/global-pricing-rules/custom/a%2Fb%20c');
    expect(fillRoutePattern('/domains/{id}', {})).toBeUndefined();
    expect(fillRoutePattern('/domains/{id}', { id: '' })).toBeUndefined();
  });
});
