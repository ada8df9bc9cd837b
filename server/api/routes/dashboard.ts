/**
 * Home, pulse and the invoicing overview (DESIGN.md section 14; the queries are in dashboard/):
 * GET /groups/{context}/home, GET /groups/{context}/pulse?from=&to=&kinds=,
 * GET /groups/{context}/spend?months=, registered by their contracts
 * (src/lib/contracts/dashboard-contracts.ts). Relative dates and "this month" are at the server clock.
 */
import type { FastifyInstance } from 'fastify';
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
import { requestAccess, type RequestAccess } from '../http/request-access.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { forbidden } from '../resources/resource-access.ts';

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
  const scopeFor = (allowed?: (scope: GroupScope) => void): RequestAccess<GroupScope> => requestAccess((request, params) => {
    const scope = scopeOf(request, params.context);
    allowed?.(scope);
    return scope;
  });
  const signedIn = (access: RequestAccess<GroupScope>) => ({ preValidation: [context.authenticate, access.hook] });

  const homeScope = scopeFor();
  routeByContract(app, dashboardContracts.home).handle(signedIn(homeScope), async (request) => ({
    data: homeOf({ registry, statements, recentChanges, attentionAccounts }, homeScope.of(request), now()),
  }));

  const pulseScope = scopeFor((scope) => {
    if (!scope.auth.can(viewAbility('reports')) && !scope.auth.can(staffAbility)) throw forbidden(`${viewAbility('reports')}|${staffAbility}`);
  });
  routeByContract(app, dashboardContracts.pulse).handle(signedIn(pulseScope), async (request) => {
    const at = now();
    const period = readPulsePeriod(request.query, at);
    const shown = readShownKinds(request.query);
    return { data: pulseOf(registry, statements, pulseScope.of(request), at, { ...period, ...(shown ? { shown } : {}) }) };
  });

  const spendScope = scopeFor((scope) => {
    if (!scope.auth.can(viewAbility('invoicing'))) throw forbidden(viewAbility('invoicing'));
  });
  routeByContract(app, dashboardContracts.spend).handle(signedIn(spendScope), async (request) => ({
    data: invoicingOverview(spendScope.of(request), now(), readSpendMonths(request.query)),
  }));
}
