/** Every route of the portal (spec section 2) with the layout it renders in: generated from the screen declarations (src/lib/screens). */
import { screenDeclarations } from '../screens/index.ts';
import type { LayoutName } from '../screens/index.ts';

export type { LayoutName };

export interface RouteDefinition {
  /** The route pattern as the spec writes it, e.g. `/domains/{id}/dns`. */
  pattern: string;
  layout: LayoutName;
  /** True when the route needs no sign-in. */
  public: boolean;
  area: string;
}

export const routeTable: readonly RouteDefinition[] = screenDeclarations.map(({ pattern, layout, public: isPublic, area }) => ({
  pattern, layout, public: isPublic, area,
}));

const byPattern = new Map(routeTable.map((route) => [route.pattern, route]));

export function findRoute(pattern: string): RouteDefinition | undefined {
  return byPattern.get(pattern);
}

export { routeParameters, specPatternFromAstro } from './route-pattern.ts';
