/**
 * Which declared resource and which generic screen a route pattern shows, and the API path of
 * that resource for the parameters in the address (nested resources name their parent's id).
 */
import type { ResourceDeclaration } from './resource-declaration.ts';

export type ResourceScreen = 'list' | 'record' | 'log' | 'areaLog';

export interface ResourceRoute {
  declaration: ResourceDeclaration;
  screen: ResourceScreen;
}

export function findResourceRoute(pattern: string, declarations: readonly ResourceDeclaration[]): ResourceRoute | undefined {
  for (const declaration of declarations) {
    for (const screen of ['list', 'record', 'log', 'areaLog'] as const) {
      if (declaration.routes[screen] === pattern) return { declaration, screen };
    }
  }
  return undefined;
}

/**
 * `domains/{domainId}/glue_records` with the route's parameters. A nested declaration's list
 * route carries its parent's id as `{id}`: `parent.parameter` names it in the API path.
 */
export function resolveApiPath(declaration: Pick<ResourceDeclaration, 'name' | 'apiPath' | 'parent'>, routeParameters: Readonly<Record<string, string>>): string {
  return declaration.apiPath.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = declaration.parent?.parameter === name ? routeParameters.id : routeParameters[name];
    if (value === undefined) throw new Error(`${declaration.name}: no value for {${name}} in the address`);
    return encodeURIComponent(value);
  });
}
