/** Route parameters read from the address (pages are shared shells, so islands read them here). */
import { shellParameterValue } from './route-pattern.ts';

export function matchRouteParameters(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return undefined;
  const parameters: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    const value = decodeURIComponent(actual[index]!);
    if (name) parameters[name] = value;
    else if (segment !== value) return undefined;
  }
  return parameters;
}

/**
 * The default validity check of a page: every parameter has a real value. The shell itself
 * (`/domains/_/dns`) or an address that does not fit the pattern is not a page.
 */
export function isValidPagePath(pattern: string, pathname: string): boolean {
  const parameters = matchRouteParameters(pattern, pathname.replace(/\/$/, '') || '/');
  return parameters !== undefined && Object.values(parameters).every((value) => value !== '' && value !== shellParameterValue);
}
