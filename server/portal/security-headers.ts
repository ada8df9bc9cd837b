/**
 * Headers the portal sends with every answer. Scripts and styles are governed by the per-page
 * <meta> policy Astro writes (hashes); this header adds what a <meta> policy cannot carry
 * (frame-ancestors) and the origins known only at run time (the API, the sign-on provider).
 * It must not set default-src, script-src or style-src, or it would block the hashed inline code.
 */
import type { RuntimeConfig } from '../../src/lib/config/runtime-config.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  const remote = [...new Set([config.apiBase, config.sso.issuer].map(originOf).filter(Boolean))].join(' ');
  const policy = [
    `connect-src 'self' ${remote}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${remote}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
