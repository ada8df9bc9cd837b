/**
 * Parameterised routes are pre-rendered once as shells (parameter value `_`); this table maps
 * every concrete path onto its shell. The portal server applies it and the build emits it as
 * `_redirects` for static hosts. Static routes that a parameterised rule would shadow get an
 * identity rule first, because some hosts apply rewrites before looking for files.
 */
import { routeParameters, shellParameterValue } from './route-pattern.ts';

export { shellParameterValue };

export interface RewriteRule {
  /** `/domains/:id/dns` */
  source: string;
  /** `/domains/_/dns/` */
  destination: string;
}

const isParameter = (segment: string) => segment.startsWith('{');
const segmentsOf = (pattern: string) => pattern.split('/').filter(Boolean);

/** Static segments sort before parameters, position by position, so the most specific rule matches first. */
function bySpecificity(a: string, b: string): number {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const l = left[index];
    const r = right[index];
    if (l === undefined || r === undefined) return l === undefined ? -1 : 1;
    if (isParameter(l) !== isParameter(r)) return isParameter(l) ? 1 : -1;
  }
  return a.localeCompare(b);
}

export function shellPath(pattern: string): string {
  const path = segmentsOf(pattern)
    .map((segment) => (isParameter(segment) ? shellParameterValue : segment))
    .join('/');
  return `/${path}${path ? '/' : ''}`;
}

function sourceOf(pattern: string): string {
  return pattern.replace(/\{([^}]+)\}/g, ':$1');
}

function compile(source: string): RegExp {
  const body = source
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export function buildRewriteTable(patterns: readonly string[]): RewriteRule[] {
  const parameterised = patterns.filter((pattern) => routeParameters(pattern).length > 0).sort(bySpecificity);
  const shadowed = patterns.filter(
    (pattern) =>
      routeParameters(pattern).length === 0 &&
      parameterised.some((candidate) => compile(sourceOf(candidate)).test(pattern)),
  );
  return [
    ...shadowed.map((pattern) => ({ source: pattern, destination: shellPath(pattern) })),
    ...parameterised.map((pattern) => ({ source: sourceOf(pattern), destination: shellPath(pattern) })),
  ];
}

export function createRewriter(rules: readonly RewriteRule[]): (pathname: string) => string | undefined {
  const compiled = rules.map((rule) => ({ test: compile(rule.source), destination: rule.destination }));
  return (pathname) => compiled.find((rule) => rule.test.test(pathname))?.destination;
}

/** Netlify / Cloudflare Pages `_redirects` syntax: status 200 means rewrite, not redirect. */
export function redirectsFile(rules: readonly RewriteRule[]): string {
  return `${rules.map((rule) => `${rule.source} ${rule.destination} 200`).join('\n')}\n`;
}
