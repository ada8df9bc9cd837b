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
