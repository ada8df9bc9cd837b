/**
 * Home, pulse and the invoicing overview (DESIGN.md section 14; the queries are in dashboard/):
 * GET /groups/{context}/home, GET /groups/{context}/pulse?from=&to=&kinds=,
 * GET /groups/{context}/spend?months=, registered by their contracts
 * (src/lib/contracts/dashboard-contracts.ts). Relative dates and "this month" are at the server clock.
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { dashboardContracts } from '../../../src/lib/contracts/dashboard-contracts.ts';
import { staffAbility, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { createAttentionAccounts } from '../dashboard/attention-accounts.ts';
import { pulseKinds, type PulseKind } from '../dashboard/dashboard-types.ts';
import { homeOf } from '../dashboard/home.ts';
import { createInvoicingOverview } from '../dashboard/invoicing-overview.ts';
import { pulseOf } from '../dashboard/pulse.ts';
import { readPulsePeriod } from '../dashboard/pulse-period.ts';
import { createRecentChanges } from '../dashboard/recent-changes.ts';
import { readSpendMonths } from '../dashboard/spend.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { forbidden } from '../resources/resource-access.ts';

type Params = Record<string, string>;
type Query = Readonly<Record<string, unknown>>;

/** `kinds=registrations,renewals`: the kinds whose days and events are answered; absent: all. */
function readShownKinds(query: Query): ReadonlySet<PulseKind> | undefined {
  const raw = query.kinds;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new ApiError(400, 'invalid_parameter', 'Give kinds once.', { details: { parameter: 'kinds' } });
  const names = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(pulseKinds as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new ApiError(400, 'invalid_parameter', `Unknown kinds: ${unknown.join(', ').slice(0, 200)}; the kinds are ${pulseKinds.join(', ')}.`, {
      details: { parameter: 'kinds', kinds: [...pulseKinds] },
    });
  }
  return new Set(names as PulseKind[]);
}

export function registerDashboardRoutes(app: FastifyInstance, context: ApiContext): void {
  const { registry, store, statements, scopeOf } = context.resources;
  const recentChanges = createRecentChanges(registry, store);
  const attentionAccounts = createAttentionAccounts(context.db);
  const invoicingOverview = createInvoicingOverview(registry, store, statements);
  const now = () => context.clock();
  // The caller's scope, found (and their permission checked) by each request's access hook.
  // Any request type: a contract's typed request is the key its access hook set.
  const scopes = new WeakMap<object, GroupScope>();
  const accessFor = (allowed?: (scope: GroupScope) => void): { preValidation: preValidationHookHandler[] } => ({
    preValidation: [context.authenticate, async (request) => {
      const scope = scopeOf(request, (request.params as Params).context);
      allowed?.(scope);
      scopes.set(request, scope);
    }],
  });
  const scopeOfRequest = (request: object) => scopes.get(request)!;

  routeByContract(app, dashboardContracts.home).handle(accessFor(), async (request) => ({
    data: homeOf({ registry, statements, recentChanges, attentionAccounts }, scopeOfRequest(request), now()),
  }));

  const pulseAccess = accessFor((scope) => {
    if (!scope.auth.can(viewAbility('reports')) && !scope.auth.can(staffAbility)) throw forbidden(`${viewAbility('reports')}|${staffAbility}`);
  });
  routeByContract(app, dashboardContracts.pulse).handle(pulseAccess, async (request) => {
    const at = now();
    const period = readPulsePeriod(request.query, at);
    const shown = readShownKinds(request.query);
    return { data: pulseOf(registry, statements, scopeOfRequest(request), at, { ...period, ...(shown ? { shown } : {}) }) };
  });

  const spendAccess = accessFor((scope) => {
    if (!scope.auth.can(viewAbility('invoicing'))) throw forbidden(viewAbility('invoicing'));
  });
  routeByContract(app, dashboardContracts.spend).handle(spendAccess, async (request) => ({
    data: invoicingOverview(scopeOfRequest(request), now(), readSpendMonths(request.query)),
  }));
}
