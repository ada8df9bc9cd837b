/**
 * The intelligence focus pages' data (spec section 4, the prospect viewer): SSL, traffic and
 * registry lock of one intelligence item — GET /groups/{context}/intelligence_items/{id}/ssl_focus,
 * /traffic_focus and /registry_lock_focus, each `{ data }`. view-intelligence or the ability
 * prospect-viewer; the item in the caller's scope, else 404 (the queries are in intelligence/).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { createFocusItemReader } from '../intelligence/focus-item.ts';
import { createRegistryLockFocus } from '../intelligence/registry-lock-focus.ts';
import { createSslFocus } from '../intelligence/ssl-focus.ts';
import { createTrafficFocus } from '../intelligence/traffic-focus.ts';

type Params = Record<string, string>;

export function registerIntelligenceFocusRoutes(app: FastifyInstance, context: ApiContext): void {
  const { scopeOf } = context.resources;
  const options = { preHandler: context.authenticate };
  const itemOf = createFocusItemReader(context.db);
  const sslFocus = createSslFocus(context.db);
  const trafficFocus = createTrafficFocus(context.db);
  const registryLockFocus = createRegistryLockFocus(context.db);
  const accountCurrency = context.db.prepare('SELECT default_currency FROM accounts WHERE id = ?');
  const item = (request: FastifyRequest) => {
    const params = request.params as Params;
    return itemOf(scopeOf(request, params.context), params.id);
  };

  app.get('/groups/:context/intelligence_items/:id/ssl_focus', options, async (request) => {
    const found = item(request);
    const currency = String(accountCurrency.get(found.group_id)?.default_currency ?? 'EUR');
    return { data: sslFocus(found, context.clock(), currency) };
  });

  app.get('/groups/:context/intelligence_items/:id/traffic_focus', options, async (request) => ({ data: trafficFocus(item(request)) }));

  app.get('/groups/:context/intelligence_items/:id/registry_lock_focus', options, async (request) => ({ data: registryLockFocus(item(request)) }));
}
