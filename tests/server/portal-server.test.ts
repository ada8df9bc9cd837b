import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createPortalServer } from '../../server/portal/portal-server.ts';
import { buildRewriteTable } from '../../src/lib/routes/rewrite-table.ts';
import { routeTable } from '../../src/lib/routes/route-table.ts';
import { defaultRuntimeConfig } from '../../src/lib/config/runtime-config.ts';
import { precompressBuild } from '../../scripts/build/precompress.ts';

let dist: string;
let server: FastifyInstance;

function write(path: string, body: string) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), body);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  write('rewrite-table.json', JSON.stringify(buildRewriteTable(routeTable.map((route) => route.pattern))));
  write('runtime-config.json', JSON.stringify(defaultRuntimeConfig));
  write('index.html', '<p>home</p>');
  write('404.html', '<p>not found page</p>');
  write('domains/index.html', '<p>domains</p>');
  write('domains/add/index.html', '<p>add</p>');
  write('domains/_/dns/index.html', '<p>dns shell</p>');
  write('_astro/app.abc123.js', 'console.log(1)');
  write('favicon.svg', '<svg/>');
  write('_headers', '/*\n  x-secret-layout: yes\n');
  write('_redirects', '/domains/:id /domains/_/ 200\n');
  write('api/reference/index.html', `<h1>Reference</h1>${'<p>an operation</p>'.repeat(500)}`);
  precompressBuild(dist);
  server = createPortalServer({
    distDir: dist,
    env: { PORTAL_API_BASE: 'https://api.example.net/', PORTAL_SUPPORT_EMAIL: 'help@example.net', PORTAL_SSO_ISSUER: 'https://id.example.net/oidc' },
  });
  await server.ready();
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => server.inject({ method: 'GET', url });

describe('portal server', () => {
  it('sends the build\'s Brotli or gzip twin to a browser that accepts it, the file itself otherwise, and small files as they are', async () => {
    const page = readFileSync(join(dist, 'api/reference/index.html'), 'utf8');
    const inject = (encoding?: string) => server.inject({ method: 'GET', url: '/api/reference', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await inject('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page);
    expect(brotli.rawPayload.length).toBeLessThan(page.length / 10);
    const gzip = await inject('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await inject();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    const small = await server.inject({ method: 'GET', url: '/domains', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>domains</p>');
  });

  it('serves pages with and without a trailing slash', async () => {
    expect((await get('/domains')).body).toBe('<p>domains</p>');
    expect((await get('/domains/')).body).toBe('<p>domains</p>');
    expect((await get('/')).body).toBe('<p>home</p>');
  });

  it('serves a parameterised route from its shell, and static routes before shells', async () => {
    const dns = await get('/domains/8f14e45f/dns');
    expect(dns.statusCode).toBe(200);
    expect(dns.body).toBe('<p>dns shell</p>');
    expect((await get('/domains/add')).body).toBe('<p>add</p>');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/nope', '/domains/1/2/3', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toBe('<p>not found page</p>');
    }
  });

  it('never serves the static hosts\' _headers and _redirects, however the address is written', async () => {
    const addresses = ['/_headers', '/_redirects', '/_headers/', '/_redirects/', '/_HEADERS', '/_Redirects', '/%5Fheaders', '/%5f%72edirects', '/./_headers', '/domains/../_headers', '/%2e/_redirects', '/_headers?x=1', '/_headers/index.html'];
    for (const address of addresses) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.body, address).toBe('<p>not found page</p>');
    }
    for (const method of ['HEAD', 'GET'] as const) expect((await server.inject({ method, url: '/_headers' })).statusCode).toBe(404);
  });

  it('refuses a malformed address with 400', async () => {
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    expect((await get('/_astro/app.abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/domains')).headers['cache-control']).toBe('no-cache');
    expect((await get('/nope')).headers['cache-control']).toBe('no-cache');
  });

  it('answers the runtime configuration from the environment', async () => {
    const response = await get('/runtime-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = response.json();
    expect(config.apiBase).toBe('https://api.example.net');
    expect(config.generalInformation.portalSupport).toBe('help@example.net');
    expect(config.sso.tokenEndpoint).toBe('https://id.example.net/oidc/token');
    expect(config.sso.clientId).toBe('portal');
    expect(config.shortName).toBe(defaultRuntimeConfig.shortName);
  });

  it('sends security headers that allow the API and forbid framing', async () => {
    const headers = (await get('/domains')).headers;
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain('connect-src \'self\' https://api.example.net https://id.example.net');
    expect(headers['content-security-policy']).not.toMatch(/default-src|script-src|style-src/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
