/**
 * The intelligence focus pages' data (spec section 4, the prospect viewer): SSL, traffic and
 * registry lock of one intelligence item — GET /groups/{context}/intelligence_items/{id}/ssl_focus,
 * /traffic_focus and /registry_lock_focus, each `{ data }`, registered by their contracts
 * (src/lib/contracts/intelligence-contracts.ts). view-intelligence or the ability prospect-viewer;
 * the item in the caller's scope, else 404, both found before the parameters are checked (the
 * queries are in intelligence/).
 */
import type { FastifyInstance } from 'fastify';
import { intelligenceContracts } from '../../../src/lib/contracts/intelligence-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { createFocusItemReader } from '../intelligence/focus-item.ts';
import { createRegistryLockFocus } from '../intelligence/registry-lock-focus.ts';
import { createSslFocus } from '../intelligence/ssl-focus.ts';
import { createTrafficFocus } from '../intelligence/traffic-focus.ts';

export function registerIntelligenceFocusRoutes(app: FastifyInstance, context: ApiContext): void {
  const { scopeOf } = context.resources;
  const itemOf = createFocusItemReader(context.db);
  const sslFocus = createSslFocus(context.db);
  const trafficFocus = createTrafficFocus(context.db);
  const registryLockFocus = createRegistryLockFocus(context.db);
  const accountCurrency = context.db.prepare('SELECT default_currency FROM accounts WHERE id = ?');
  // The item each request's access hook found.
  const item = requestAccess((request, params) => itemOf(scopeOf(request, params.context), params.id));
  const itemAccess = { preValidation: [context.authenticate, item.hook] };

  routeByContract(app, intelligenceContracts.sslFocus).handle(itemAccess, async (request) => {
    const found = item.of(request);
    const currency = String(accountCurrency.get(found.group_id)?.default_currency ?? 'EUR');
    return { data: sslFocus(found, context.clock(), currency) };
  });

  routeByContract(app, intelligenceContracts.trafficFocus).handle(itemAccess, async (request) => ({ data: trafficFocus(item.of(request)) }));

  routeByContract(app, intelligenceContracts.registryLockFocus).handle(itemAccess, async (request) => ({ data: registryLockFocus(item.of(request)) }));
}
