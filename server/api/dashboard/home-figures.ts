/**
 * The home page's figures (DESIGN.md section 14): each one a PQL filter over a declared
 * resource, counted in the caller's scope exactly as the resource's list would count it, so the
 * portal links the figure to `<list route>?pql=<pql>`. Only figures whose resource the caller may
 * view are answered. Relative dates (`today+30d`) resolve at the server clock's now.
 */
import type { homeFigureIds, watchFigureIds } from '../../../src/lib/schemas/dashboard.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import { countSelected, declaredSelection } from './declared-selection.ts';

export interface FigureDeclaration<Id extends string = string> {
  id: Id;
  resource: string;
  pql: string;
}

/** A figure counted: its declaration and the count. */
export type CountedFigure<Id extends string> = FigureDeclaration<Id> & { count: number };

const expiringWithin = (days: number) => `expires_at between today,today+${days}d`;
const horizons = [30, 60, 90] as const;

/** Active domains and issued certificates expiring in the next 30, 60 and 90 days (today included), then what waits. */
export const homeFigureDeclarations: readonly FigureDeclaration<(typeof homeFigureIds)[number]>[] = [
  ...horizons.map((days) => ({ id: `domains_expiring_${days}` as const, resource: 'domains', pql: `status equals active and ${expiringWithin(days)}` })),
  ...horizons.map((days) => ({ id: `certificates_expiring_${days}` as const, resource: 'ssl-certificates', pql: `status equals issued and ${expiringWithin(days)}` })),
  { id: 'approvals_waiting', resource: 'approval-requests', pql: 'status equals pending' },
  { id: 'orders_in_progress', resource: 'orders', pql: 'status equals pending,awaiting_approval,processing' },
  { id: 'jobs_running', resource: 'jobs', pql: 'state equals running,waiting' },
];

/** The watch figures: for brand viewers and anyone who may view watches. */
export const watchFigureDeclarations: readonly FigureDeclaration<(typeof watchFigureIds)[number]>[] = [
  { id: 'watches_active', resource: 'watches', pql: 'status equals active' },
  { id: 'watch_matches_new', resource: 'watch-domains', pql: 'status equals new' },
  { id: 'watch_cases_open', resource: 'watch-cases', pql: 'status equals open,investigating,action_taken' },
];

export function countFigures<Id extends string>(
  declarations: readonly FigureDeclaration<Id>[],
  registry: ResourceRegistry,
  statements: StatementCache,
  scope: GroupScope,
  now: number,
): CountedFigure<Id>[] {
  return declarations.flatMap((figure) => {
    const resource = registry.byName(figure.resource);
    if (!resource) throw new Error(`the home figure ${figure.id} counts ${figure.resource}, which is not declared`);
    if (!scope.auth.can(resource.declaration.permissions.view)) return [];
    const count = countSelected(statements, declaredSelection(resource, scope, figure.pql, now));
    return [{ id: figure.id, count, resource: figure.resource, pql: figure.pql }];
  });
}
