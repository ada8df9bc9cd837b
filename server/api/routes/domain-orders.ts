/**
 * Ordering domains (issue 12):
 * - POST /groups/{context}/domain_orders (manage-orders): the cart, its names with their periods,
 *   the contacts, name servers (null: our DNS) and WHOIS privacy. Every name is checked again
 *   inside the transaction: one no longer available refuses the whole cart (409 `not_available`
 *   with the names and their states) and nothing is created. Else one order per currency, each
 *   waiting for approval when its total reaches the account's threshold, or fulfilled at once
 *   (orders/place-orders.ts, orders/fulfil-order.ts). 201 { data: [order with its items] }.
 *   Takes an Idempotency-Key (http/idempotency.ts): a repeat with the same key is the same order.
 * - GET /groups/{context}/orders/{id}/items (view-orders): the order's items and their states.
 */
import type { FastifyInstance } from 'fastify';
import { domainContracts } from '../../../src/lib/contracts/domain-contracts.ts';
import { orderContactRoles } from '../../../src/lib/contracts/domain-shapes.ts';
import { readDomainName } from '../../../src/lib/domains/domain-name.ts';
import { reasonText } from '../../../src/lib/domains/name-reasons.ts';
import { manageAbility, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { createAvailabilityChecker } from '../orders/availability.ts';
import { withPriceCheck } from '../orders/check-rows.ts';
import { itemRecord, itemsOf, type ItemContacts } from '../orders/order-items.ts';
import { orderView, portalUrlOf } from '../orders/order-view.ts';
import { accountTerms, placeOrders, type OrderLine } from '../orders/place-orders.ts';
import { createPriceBook } from '../orders/prices.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { pathId, scopeWith } from './domain-route-hooks.ts';

/** The name servers as host names in A-labels, each once; 400 for one that is not a host name. */
export function readNameservers(nameservers: readonly string[]): string[] {
  const hosts: string[] = [];
  for (const [index, written] of nameservers.entries()) {
    const parsed = readDomainName(written);
    if (parsed.problem) {
      throw new ApiError(400, 'invalid_nameserver', `Name server ${index + 1} (${written.slice(0, 80)}) is not a host name: ${reasonText(parsed.problem)}`, {
        details: { index, reason_key: parsed.problem.key, reason_values: parsed.problem.values },
      });
    }
    if (!hosts.includes(parsed.name)) hosts.push(parsed.name);
  }
  if (hosts.length < 2) throw new ApiError(400, 'invalid_nameserver', 'Give at least two different name servers, or none for our DNS.', { details: { index: null } });
  return hosts;
}

/** 400 `invalid_reference` for a contact outside the account. */
export function checkContacts(context: ApiContext, groupId: string, contacts: ItemContacts): void {
  for (const role of orderContactRoles) {
    const id = contacts[role];
    if (id === null) continue;
    if (!context.db.prepare('SELECT 1 AS found FROM contacts WHERE id = ? AND group_id = ?').get(id, groupId)) {
      throw new ApiError(400, 'invalid_reference', `Contact ${id} (${role}) is not a contact of this account.`, { details: { field: role } });
    }
  }
}

export function orderDeps(context: ApiContext, scope: GroupScope, ip: string, requestId: string) {
  const user = scope.auth.user;
  return {
    db: context.db, audit: context.resources.audit, now: context.isoNow(), ip, requestId, username: user.username, userId: user.id,
    portalUrl: portalUrlOf(context), userDisplayName: user.name,
  };
}

export function registerDomainOrderRoutes(app: FastifyInstance, context: ApiContext): void {
  const { statements } = context.resources;
  const ordering = requestAccess(scopeWith(context, manageAbility('orders')));
  const itemsScope = scopeWith(context, viewAbility('orders'));
  const orderOf = requestAccess((request, params) => {
    const scope = itemsScope(request, params);
    const orders = context.resources.registry.byName('orders');
    const id = pathId(params.id);
    if (!orders || id === 0 || !context.resources.store.find(orders, scope, null, id, ['id'])) throw notFound();
    return id;
  });

  routeByContract(app, domainContracts.order).handle(context.idempotentWrite.keyed(ordering.hook), async (request, reply) => {
    const scope = ordering.of(request);
    const { body } = request;
    const groupId = scope.context;
    const nameservers = body.nameservers ? readNameservers(body.nameservers) : null;
    checkContacts(context, groupId, body.contacts);
    const deps = orderDeps(context, scope, request.ip, String(request.id));

    const placed = inTransaction(context.db, () => {
      const checker = createAvailabilityChecker(context.db, groupId);
      const prices = createPriceBook(statements, groupId);
      const checked = body.items.map((item) => ({ item, found: withPriceCheck(checker.check(item.name), prices) }));
      const names = checked.map(({ found }) => found.parsed.name);
      const duplicates = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
      if (duplicates.length > 0) {
        throw new ApiError(400, 'duplicate_items', `The cart names ${duplicates.join(', ')} more than once.`, { details: { names: duplicates } });
      }
      const unavailable = checked.filter(({ found }) => found.state !== 'available' && found.state !== 'premium');
      if (unavailable.length > 0) {
        throw new ApiError(409, 'not_available', `${unavailable.length === 1 ? 'A name is' : `${unavailable.length} names are`} no longer available: ${unavailable.map(({ found }) => found.parsed.unicodeName).join(', ')}. Nothing was ordered.`, {
          details: {
            items: unavailable.map(({ found }) => ({
              name: found.parsed.name, unicode_name: found.parsed.unicodeName, state: found.state,
              ...(found.reason ? { reason_key: found.reason.key, reason: reasonText(found.reason) } : {}),
            })),
          },
        });
      }
      const badPeriods = checked.filter(({ item, found }) => found.tld && ((item.period_years ?? 1) < found.tld.minPeriodYears || (item.period_years ?? 1) > found.tld.maxPeriodYears));
      if (badPeriods.length > 0) {
        throw new ApiError(400, 'invalid_period', `Periods outside what the registry takes: ${badPeriods.map(({ found }) => `.${found.tld?.name} ${found.tld?.minPeriodYears}–${found.tld?.maxPeriodYears} years`).join(', ')}.`, {
          details: { items: badPeriods.map(({ item, found }) => ({ name: found.parsed.name, period_years: item.period_years ?? 1, min: found.tld?.minPeriodYears, max: found.tld?.maxPeriodYears })) },
        });
      }
      const lines: OrderLine[] = checked.map(({ item, found }) => {
        const tld = found.tld!;
        const years = item.period_years ?? 1;
        const price = prices.price(tld.productId, 'registration');
        return {
          kind: 'registration', name: found.parsed.name, unicodeName: found.parsed.unicodeName, periodYears: years,
          amount: Math.round(price.amountPerYear * found.premiumFactor) * years, currency: price.currency, productId: tld.productId,
          options: {
            tld: tld.name, product_id: tld.productId, contacts: body.contacts, nameservers, privacy: body.privacy === true && tld.privacy,
            premium: found.state === 'premium',
          },
        };
      });
      return placeOrders(deps, accountTerms(deps, groupId), 'registration', lines);
    });
    reply.code(201);
    return { data: placed.map((order) => orderView(context, scope, order.id)) };
  });

  routeByContract(app, domainContracts.orderItems).handle({ preValidation: [context.authenticate, orderOf.hook] }, async (request) => ({
    data: itemsOf(context.db, orderOf.of(request)).map(itemRecord),
  }));
}
