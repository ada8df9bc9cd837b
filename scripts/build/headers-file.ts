/**
 * `_headers` for static hosts (Netlify / Cloudflare Pages syntax). A host that ignores the pages'
 * `<meta>` policy must still be strict, so every page path gets its full Content-Security-Policy:
 * the page's own (script and style hashes) completed with what the portal server sends beside it
 * (server/portal/security-headers.ts: connect-src, frame-ancestors …). Parameterised addresses
 * (`/domains/:id/dns`) get their shell's policy. Such hosts apply every block a path matches and
 * join a header's values, that is enforce each policy: so a pattern's policy also allows the
 * static pages it matches (`/domains/:id` matches `/domains/add`), or their scripts would be blocked.
 */
import type { RuntimeConfig } from '../../src/lib/config/runtime-config.ts';
import { createRewriter, type RewriteRule } from '../../src/lib/routes/rewrite-table.ts';
import { securityHeaders } from '../../server/portal/security-headers.ts';
import { completedPolicy, formatPolicy, parsePolicy, widenedPolicy, type Policy } from './content-security-policy.ts';
import type { PagePolicy } from './page-policies.ts';

/** Two years, as HSTS preload lists ask; static hosts serve over HTTPS only. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

const block = (path: string, headers: Record<string, string>) =>
  `${path}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;

/** `/login/` → [`/login/`, `/login`]: hosts differ on whether a rule with one form matches the other. */
const withAndWithoutSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? [path, path.slice(0, -1)] : [path]);

export function headersFile(config: RuntimeConfig, pages: readonly PagePolicy[], rules: readonly RewriteRule[]): string {
  const common = securityHeaders(config);
  const serverPolicy = parsePolicy(common['content-security-policy'] ?? '');
  const policies = new Map<string, Policy>(pages.map((page) => [page.path, completedPolicy(parsePolicy(page.policy), serverPolicy)]));
  const blocks = [
    block('/*', { ...common, 'strict-transport-security': strictTransportSecurity }),
    block('/_astro/*', { 'cache-control': 'public, max-age=31536000, immutable' }),
  ];
  for (const [path, policy] of policies) {
    for (const form of withAndWithoutSlash(path)) blocks.push(block(form, { 'content-security-policy': formatPolicy(policy) }));
  }
  for (const rule of rules) {
    if (!rule.source.includes(':')) continue;
    const shell = policies.get(rule.destination);
    if (!shell) continue;
    const matches = createRewriter([rule]);
    const matchedPages = [...policies].filter(([path]) => path !== rule.destination && matches(path.replace(/\/$/, '')) !== undefined).map(([, policy]) => policy);
    const policy = formatPolicy(widenedPolicy([shell, ...matchedPages]));
    for (const form of [rule.source, `${rule.source}/`]) blocks.push(block(form, { 'content-security-policy': policy }));
  }
  return blocks.join('');
}
