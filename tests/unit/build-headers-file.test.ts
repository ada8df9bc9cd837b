/**
 * `_headers` for static hosts: a host that ignores the pages' <meta> policy still sends each page
 * its full Content-Security-Policy (its hashes plus what the portal server adds) and HSTS, and
 * every block a host applies to an address together still lets that page's scripts run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFile, strictTransportSecurity } from '../../scripts/build/headers-file.ts';
import { readPagePolicies, type PagePolicy } from '../../scripts/build/page-policies.ts';
import { parsePolicy } from '../../scripts/build/content-security-policy.ts';
import { buildRewriteTable } from '~/lib/routes/rewrite-table';
import { defaultRuntimeConfig } from '~/lib/config/runtime-config';

const pages: PagePolicy[] = [
  { path: '/', policy: "object-src 'none';base-uri 'self'; script-src 'self' 'sha256-home'; style-src 'self' 'sha256-css'" },
  { path: '/login/', policy: "object-src 'none';base-uri 'self'; script-src 'self' 'sha256-login'; style-src 'self' 'sha256-css'" },
  { path: '/domains/add/', policy: "script-src 'self' 'sha256-add'" },
  { path: '/domains/_/', policy: "script-src 'self' 'sha256-domain'" },
  { path: '/domains/_/dns/', policy: "script-src 'self' 'sha256-dns'" },
];
const rules = buildRewriteTable(['/', '/login', '/domains/add', '/domains/{id}', '/domains/{id}/dns']);

/** The file's blocks: path → header name → value. */
function blocksOf(text: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) {
      expect(blocks.has(line), `one block for ${line}`).toBe(false);
      blocks.set(line, (current = new Map()));
    } else {
      const separator = line.indexOf(':');
      current?.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
    }
  }
  return blocks;
}

/** Whether a block's path (`/domains/:id`, `/_astro/*`) matches an address, as the hosts read them. */
function matches(pattern: string, address: string): boolean {
  const body = pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*'))).join('/');
  return new RegExp(`^${body}$`).test(address);
}

const scriptSources = (policy: string | undefined) => parsePolicy(policy ?? '').get('script-src') ?? [];

describe('the _headers file', () => {
  const blocks = blocksOf(headersFile(defaultRuntimeConfig, pages, rules));

  it('sends every address the security headers, HSTS, and no script policy that could narrow a page', () => {
    const all = blocks.get('/*')!;
    expect(all.get('strict-transport-security')).toBe(strictTransportSecurity);
    expect(all.get('x-frame-options')).toBe('DENY');
    expect(all.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(all.get('content-security-policy')).not.toMatch(/script-src|style-src|default-src/);
  });

  it('gives each page its own hashes with what the server adds, with and without the trailing slash', () => {
    for (const path of ['/login/', '/login']) {
      const policy = blocks.get(path)?.get('content-security-policy');
      expect(scriptSources(policy)).toEqual(["'self'", "'sha256-login'"]);
      expect(parsePolicy(policy!).get('style-src')).toEqual(["'self'", "'sha256-css'"]);
      expect(parsePolicy(policy!).get('frame-ancestors')).toEqual(["'none'"]);
      expect(parsePolicy(policy!).get('connect-src')).toEqual(parsePolicy(blocks.get('/*')!.get('content-security-policy')!).get('connect-src'));
    }
    expect(scriptSources(blocks.get('/')?.get('content-security-policy'))).toEqual(["'self'", "'sha256-home'"]);
    expect(scriptSources(blocks.get('/domains/_/dns/')?.get('content-security-policy'))).toEqual(["'self'", "'sha256-dns'"]);
  });

  it('gives parameterised addresses their shell\'s policy', () => {
    expect(scriptSources(blocks.get('/domains/:id/dns')?.get('content-security-policy'))).toEqual(["'self'", "'sha256-dns'"]);
    expect(scriptSources(blocks.get('/domains/:id/dns/')?.get('content-security-policy'))).toEqual(["'self'", "'sha256-dns'"]);
    expect(scriptSources(blocks.get('/domains/:id')?.get('content-security-policy'))).toContain("'sha256-domain'");
  });

  it.each([
    ['/', '/'],
    ['/login', '/login/'],
    ['/login/', '/login/'],
    ['/domains/add', '/domains/add/'],
    ['/domains/add/', '/domains/add/'],
    ['/domains/8f14e45f', '/domains/_/'],
    ['/domains/8f14e45f/dns/', '/domains/_/dns/'],
  ])('lets %s run the scripts of %s under every policy a host applies to it together', (address, pagePath) => {
    const own = scriptSources(pages.find((page) => page.path === pagePath)!.policy).filter((source) => source.startsWith("'sha256-"));
    const applied = [...blocks].filter(([path, headers]) => path !== '/*' && matches(path, address) && headers.has('content-security-policy'));
    expect(applied.length).toBeGreaterThan(0);
    for (const [path, headers] of applied) expect(scriptSources(headers.get('content-security-policy')), path).toEqual(expect.arrayContaining(own));
  });
});

describe('the pages\' policies', () => {
  it('are read from every built page\'s <meta>, under the page\'s path', () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-policies-'));
    mkdirSync(join(dist, 'domains', '_', 'dns'), { recursive: true });
    const meta = (hash: string) => `<html><head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-${hash}';"></head></html>`;
    writeFileSync(join(dist, 'index.html'), meta('home'));
    writeFileSync(join(dist, '404.html'), meta('missing'));
    writeFileSync(join(dist, 'domains', '_', 'dns', 'index.html'), meta('dns'));
    expect(readPagePolicies(dist)).toEqual([
      { path: '/', policy: "script-src 'self' 'sha256-home';" },
      { path: '/404.html', policy: "script-src 'self' 'sha256-missing';" },
      { path: '/domains/_/dns/', policy: "script-src 'self' 'sha256-dns';" },
    ]);
    writeFileSync(join(dist, 'domains', 'index.html'), '<html><head></head></html>');
    expect(() => readPagePolicies(dist)).toThrow(/\/domains\/ has no Content-Security-Policy/);
    rmSync(dist, { recursive: true, force: true });
  });
});
