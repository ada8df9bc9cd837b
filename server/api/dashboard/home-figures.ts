/**
 * The home page's figures (DESIGN.md section 14): each one a PQL filter over a declared
 * resource, counted in the caller's scope exactly as the resource's list would count it, so the
 * portal links the figure to `<list route>?pql=<pql>`. Only figures whose resource the caller may
 * view are answered. Relative dates (`today+30d`) resolve at the server clock's now.
 */
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import type { HomeFigure } from './dashboard-types.ts';
import { countSelected, declaredSelection } from './declared-selection.ts';

export interface FigureDeclaration {
  id: string;
  resource: string;
  pql: string;
}

const expiringWithin = (days: number) => `expires_at between today,today+${days}d`;

/** Active domains and issued certificates expiring in the next 30, 60 and 90 days (today included), then what waits. */
export const homeFigureDeclarations: readonly FigureDeclaration[] = [
  ...[30, 60, 90].map((days) => ({ id: `domains_expiring_${days}`, resource: 'domains', pql: `status equals active and ${expiringWithin(days)}` })),
  ...[30, 60, 90].map((days) => ({ id: `certificates_expiring_${days}`, resource: 'ssl-certificates', pql: `status equals issued and ${expiringWithin(days)}` })),
  { id: 'approvals_waiting', resource: 'approval-requests', pql: 'status equals pending' },
  { id: 'orders_in_progress', resource: 'orders', pql: 'status equals pending,awaiting_approval,processing' },
  { id: 'jobs_running', resource: 'jobs', pql: 'state equals running,waiting' },
];

/** The watch figures: for brand viewers and anyone who may view watches. */
export const watchFigureDeclarations: readonly FigureDeclaration[] = [
  { id: 'watches_active', resource: 'watches', pql: 'status equals active' },
  { id: 'watch_matches_new', resource: 'watch-domains', pql: 'status equals new' },
  { id: 'watch_cases_open', resource: 'watch-cases', pql: 'status equals open,investigating,action_taken' },
];

export function countFigures(
  declarations: readonly FigureDeclaration[],
  registry: ResourceRegistry,
  statements: StatementCache,
  scope: GroupScope,
  now: number,
): HomeFigure[] {
  return declarations.flatMap((figure) => {
    const resource = registry.byName(figure.resource);
    if (!resource) throw new Error(`the home figure ${figure.id} counts ${figure.resource}, which is not declared`);
    if (!scope.auth.can(resource.declaration.permissions.view)) return [];
    const count = countSelected(statements, declaredSelection(resource, scope, figure.pql, now));
    return [{ id: figure.id, count, resource: figure.resource, pql: figure.pql }];
  });
}
