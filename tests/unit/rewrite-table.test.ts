import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable, routeParameters } from '~/lib/routes/route-table';
import { buildRewriteTable, createRewriter, redirectsFile, shellPath } from '~/lib/routes/rewrite-table';

const patterns = routeTable.map((route) => route.pattern);
const rules = buildRewriteTable(patterns);
const rewrite = createRewriter(rules);

/** A concrete address for a pattern: every parameter filled with a realistic value. */
const concrete = (pattern: string) => pattern.replace('{id}', '8f14e45f').replace('{ruleName}', 'renewal-discount');

describe('rewrite table', () => {
  it('covers all 129 routes of the spec', () => {
    expect(routeTable).toHaveLength(129);
    expect(new Set(patterns).size).toBe(129);
  });

  it.each(patterns.filter((pattern) => routeParameters(pattern).length > 0))('maps %s to its own shell', (pattern) => {
    expect(rewrite(concrete(pattern))).toBe(shellPath(pattern));
    expect(rewrite(`${concrete(pattern)}/`)).toBe(shellPath(pattern));
  });

  it.each(patterns.filter((pattern) => routeParameters(pattern).length === 0))('leaves the static route %s on itself', (pattern) => {
    const target = rewrite(pattern);
    expect(target === undefined || target === shellPath(pattern)).toBe(true);
  });

  it('prefers static segments over parameters', () => {
    expect(rewrite('/domains/add')).toBe('/domains/add/');
    expect(rewrite('/invoicing/global-pricing-rules/custom/renewal-discount')).toBe('/invoicing/global-pricing-rules/custom/_/');
    expect(rewrite('/invoicing/global-pricing-rules/42/renewal-discount')).toBe('/invoicing/global-pricing-rules/_/_/');
    expect(rewrite('/domains/approval-requests/77')).toBe('/domains/approval-requests/_/');
  });

  it('does not match addresses outside the table', () => {
    expect(rewrite('/domains/1/2/3/dns')).toBeUndefined();
    expect(rewrite('/nothing-here/1')).toBeUndefined();
  });

  it('writes _redirects lines as rewrites (status 200)', () => {
    const lines = redirectsFile(rules).trim().split('\n');
    expect(lines).toContain('/domains/:id/dns /domains/_/dns/ 200');
    expect(lines.every((line) => line.endsWith(' 200'))).toBe(true);
  });
});

describe('pages mirror the route table', () => {
  const pageFile = (pattern: string) => {
    const path = pattern.replace(/\{([^}]+)\}/g, '[$1]');
    return [`src/pages${path === '/' ? '/index' : path}.astro`, `src/pages${path}/index.astro`];
  };

  it.each(patterns)('%s has a page file', (pattern) => {
    expect(pageFile(pattern).some((file) => existsSync(file))).toBe(true);
  });
});
