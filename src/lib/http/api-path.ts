/**
 * Paths are written relative to the API base (`login`, `/refresh`, `groups/{context}/domains`);
 * absolute URLs (the sign-on provider's userinfo endpoint) are used as they are.
 */
const absoluteUrl = /^[a-z][a-z\d+.-]*:\/\//i;

export function isAbsoluteUrl(url: string): boolean {
  return absoluteUrl.test(url);
}

export function resolveApiUrl(apiBase: string, path: string): string {
  if (isAbsoluteUrl(path)) return path;
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0]!;
}

/** The path below the API base without query or surrounding slashes: `groups/x/domains`; an outside URL stays whole. */
export function apiPathOf(url: string, apiBase: string): string {
  const base = apiBase.replace(/\/+$/, '');
  const bare = withoutQuery(url);
  const relative = bare.startsWith(`${base}/`) ? bare.slice(base.length) : bare;
  return relative.replace(/^\/+|\/+$/g, '');
}

export function sameEndpoint(url: string, endpoint: string): boolean {
  return endpoint !== '' && withoutQuery(url).replace(/\/+$/, '') === withoutQuery(endpoint).replace(/\/+$/, '');
}
