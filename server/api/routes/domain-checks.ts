/**
 * POST /groups/{context}/domain_checks { names?: string[], suggest_for?: string } (view-domains):
 * one row per name asked, in the order asked (then the suggestions of the word), each with
 * exactly one availability state from the simulated registries (orders/availability.ts), its
 * reason, both forms of an IDN with the mixed-script warning, and the account's prices
 * (orders/prices.ts). Reads only. Every name asked (suggestions included) counts against the
 * user's and the account's budget of names checked (DOMAIN_CHECK_*): 429 with retry-after beyond.
 */
import type { FastifyInstance } from 'fastify';
import { viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { createAvailabilityChecker } from '../orders/availability.ts';
import { buyableTlds, checkRow, suggestedNames, withPriceCheck } from '../orders/check-rows.ts';
import { createPriceBook } from '../orders/prices.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { forbidden } from '../resources/resource-access.ts';

type Params = Record<string, string>;

export const maxCheckedNames = 100;

export const domainCheckSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    names: {
      type: 'array', minItems: 1, maxItems: maxCheckedNames, description: 'Names as typed: Unicode or A-labels, any case, a final dot allowed.',
      items: { type: 'string', minLength: 1, maxLength: 300 },
    },
    suggest_for: { type: 'string', minLength: 1, maxLength: 63, description: 'A word: the answer adds the word under every TLD the account may buy.' },
  },
};

export function registerDomainCheckRoutes(app: FastifyInstance, context: ApiContext): void {
  const { scopeOf, statements } = context.resources;

  app.post('/groups/:context/domain_checks', { preHandler: context.authenticate }, async (request) => {
    const scope = scopeOf(request, (request.params as Params).context);
    const ability = viewAbility('domains');
    if (!scope.auth.can(ability)) throw forbidden(ability);
    const body = validateBody(domainCheckSchema, request.body, requestLocale(request)) as { names?: string[]; suggest_for?: string };
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
