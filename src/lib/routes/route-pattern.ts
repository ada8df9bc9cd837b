/** Small facts about route patterns (`/domains/{id}/dns`), kept apart from the route table so islands don't carry it. */

/** The parameter value of the one pre-rendered shell of a parameterised route. */
export const shellParameterValue = '_';

export function routeParameters(pattern: string): string[] {
  return [...pattern.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** Astro's file-system pattern (`/domains/[id]/dns`) written the spec's way (`/domains/{id}/dns`). */
export function specPatternFromAstro(astroPattern: string): string {
  const pattern = astroPattern.replace(/\[([^\]]+)\]/g, '{$1}').replace(/\/$/, '');
  return pattern === '' ? '/' : pattern;
}

/**
 * A route's address for the given parameters (`/domains/{id}/dns` + `{ id: '12' }` → `/domains/12/dns`),
 * each value encoded; undefined when a parameter has no value. The one way routes become addresses.
 */
export function fillRoutePattern(pattern: string, parameters: Readonly<Record<string, string | number | undefined | null>>): string | undefined {
  let missing = false;
  const path = pattern.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? undefined : path;
}
