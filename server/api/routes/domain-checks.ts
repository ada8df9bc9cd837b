/**
 * POST /groups/{context}/domain_checks { names?: string[], suggest_for?: string } (view-domains):
 * one row per name asked, in the order asked (then the suggestions of the word), each with
 * exactly one availability state from the simulated registries (orders/availability.ts), its
 * reason, both forms of an IDN with the mixed-script warning, and the account's prices
 * (orders/prices.ts). Reads only. Every name asked (suggestions included) counts against the
 * user's and the account's budget of names checked (DOMAIN_CHECK_*): 429 with retry-after beyond.
 */
import type { FastifyInstance } from 'fastify';
import { domainContracts } from '../../../src/lib/contracts/domain-contracts.ts';
import { viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { createAvailabilityChecker } from '../orders/availability.ts';
import { buyableTlds, checkRow, suggestedNames, withPriceCheck } from '../orders/check-rows.ts';
import { createPriceBook } from '../orders/prices.ts';
import { scopeWith } from './domain-route-hooks.ts';

export function registerDomainCheckRoutes(app: FastifyInstance, context: ApiContext): void {
  const { statements } = context.resources;
  const access = requestAccess(scopeWith(context, viewAbility('domains')));

  routeByContract(app, domainContracts.check).handle({ preValidation: [context.authenticate, access.hook] }, async (request) => {
    const scope = access.of(request);
    const { body } = request;
    const checker = createAvailabilityChecker(context.db, scope.context);
    const prices = createPriceBook(statements, scope.context);
    const names = [
      ...(body.names ?? []),
      ...(body.suggest_for === undefined ? [] : suggestedNames(body.suggest_for, buyableTlds(context.db, scope.context, checker, prices))),
    ];
    context.domainCheckThrottle.take({ userId: scope.auth.user.id, accountId: scope.context }, names.length);
    return { data: names.map((name) => checkRow(withPriceCheck(checker.check(name), prices), prices)) };
  });
}
