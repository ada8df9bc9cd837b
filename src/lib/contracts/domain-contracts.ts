/**
 * The routes of searching, ordering and adding domains, platform calls, a domain's gap analysis and DNS statistics by contract (api-contract.ts): where each is (domainRoutes, which the
 * portal's script may carry) and what it takes and answers (domainContracts, which the API registers
 * and the portal reads the types of).
 */
import { defineContract } from './api-contract.ts';
import { periodQuery } from './period-query.ts';
import {
  additionRowShape, availabilityRowShape, budgetRefusal, budgetText, dnsStatisticsShape, domainAdditionBody, domainAdditionBudget, domainCheckBody,
  domainCheckBudget, domainOrderBody, gapAnalysisShape, orderItemShape, orderWithItemsShape, platformAnswerShape, platformCallBody,
  platformOperationNames, statisticsDays, statisticsPeriodTexts,
} from './domain-shapes.ts';

const group = '/groups/{context}';

export const domainRoutes = {
  check: { method: 'POST', path: `${group}/domain_checks` },
  order: { method: 'POST', path: `${group}/domain_orders` },
  orderItems: { method: 'GET', path: `${group}/orders/{id}/items` },
  add: { method: 'POST', path: `${group}/domain_additions` },
  platformCall: { method: 'POST', path: `${group}/platform_calls` },
  gapAnalysis: { method: 'GET', path: `${group}/domains/{id}/gap_analysis` },
  dnsStatistics: { method: 'GET', path: `${group}/domains/{id}/dns_statistics` },
} as const;

const context = { type: 'string', description: "The account's id (36 characters)." } as const;
const groupParams = { type: 'object', required: ['context'], properties: { context } } as const;
const recordParams = {
  type: 'object',
  required: ['context', 'id'],
  properties: { context, id: { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 } },
} as const;
/** `{ data: [row …] }`. */
const rowsOf = <const Row extends object>(row: Row) =>
  ({ type: 'object', additionalProperties: false, required: ['data'], properties: { data: { type: 'array', items: row } } }) as const;

export const domainContracts = {
  check: defineContract({
    ...domainRoutes.check,
    operationId: 'check_domains', tags: ['domains'], permission: 'view-domains',
    summary: 'Availability, prices and both forms of names, or of a word under every TLD the account may buy (view-domains)',
    description: [
      'One row per name asked, in the order asked, then one per suggestion of `suggest_for`. Each has exactly one state:',
      'invalid (with the reason: spelling, unknown or unsold TLD, an IDN where the TLD takes none, a subdomain), registered_here (a domain or open order of this account),',
      'registered (elsewhere), reserved (the registry\'s reserved labels, single characters), blocked (a brand block of another account covers it), premium, available.',
      'The registries are simulated deterministically: the same name always answers the same.',
      budgetText('name asked, suggestions included,', domainCheckBudget, 'DOMAIN_CHECK'),
    ].join(' '),
    params: groupParams,
    body: domainCheckBody,
    answers: { 200: { description: 'The rows.', schema: rowsOf(availabilityRowShape) } },
    refusals: { 429: budgetRefusal },
  }),

  order: defineContract({
    ...domainRoutes.order,
    operationId: 'order_domains', tags: ['orders'], permission: 'manage-orders', idempotent: true,
    summary: 'Order the cart: registrations with contacts, name servers (null: our DNS) and privacy (manage-orders)',
    description: [
      'Every name is checked again: one that is no longer available refuses the whole cart with 409 not_available (`items: [{ name, unicode_name, state, reason_key, reason }]`) and nothing is created.',
      '400 duplicate_items, invalid_period (`items` with the TLD\'s min and max), invalid_nameserver, invalid_reference (a contact outside the account).',
      'One order per currency; an order whose total reaches the account\'s order_approval_threshold waits in awaiting_approval behind an approval request mailed to the account\'s approver, any other is fulfilled at once.',
    ].join(' '),
    params: groupParams,
    body: domainOrderBody,
    answers: { 201: { description: 'The orders made.', schema: rowsOf(orderWithItemsShape) } },
    refusals: { 409: 'not_available: a name of the cart cannot be registered now; nothing was ordered.' },
  }),

  orderItems: defineContract({
    ...domainRoutes.orderItems,
    operationId: 'order_items', tags: ['orders'], permission: 'view-orders',
    summary: 'The items of an order and their states (view-orders)',
    params: recordParams,
    answers: { 200: { description: 'The items, in the order they were added.', schema: rowsOf(orderItemShape) } },
  }),

  add: defineContract({
    ...domainRoutes.add,
    operationId: 'add_domains', tags: ['domains'], permission: 'manage-domains', idempotent: true,
    summary: 'Add domains held elsewhere: transfers in (with their auth codes) or external domains; a dry run first (manage-domains)',
    description: [
      'Each line answers transfer (with its price), external, or refused with the reason (invalid name, unknown TLD, in this account or another here, in an open order, a duplicate line, a missing auth code where the TLD asks for one, a TLD not sold for a transfer).',
      'dry_run creates nothing. Otherwise the transfers become an order (kind transfer; one per currency; awaiting approval above the threshold like any order), answered in `orders`, and the external domains are created with `external: true`.',
      budgetText('line sent, dry runs included,', domainAdditionBudget, 'DOMAIN_ADDITION'),
    ].join(' '),
    params: groupParams,
    body: domainAdditionBody,
    answers: {
      200: {
        description: 'The lines, and the orders made (none on a dry run).',
        schema: {
          type: 'object', additionalProperties: false, required: ['data'],
          properties: { data: { type: 'array', items: additionRowShape }, orders: { type: 'array', items: orderWithItemsShape } },
        },
      },
    },
    refusals: { 429: budgetRefusal },
  }),

  platformCall: defineContract({
    ...domainRoutes.platformCall,
    operationId: 'platform_call', tags: ['platform'], permission: 'the operation\'s own permission', idempotent: true,
    summary: 'Run a platform operation',
    description: `Operations: ${platformOperationNames.join(', ')}. Throttled per user (429); a repeat answered from its Idempotency-Key is not run, nor counted, again.`,
    params: groupParams,
    body: platformCallBody,
    answers: { 200: { description: 'The operation\'s outcome.', schema: platformAnswerShape } },
    refusals: { 429: 'Throttled; see the retry-after header.' },
  }),

  gapAnalysis: defineContract({
    ...domainRoutes.gapAnalysis,
    operationId: 'domain_gap_analysis', tags: ['domains'], permission: 'view-domains',
    summary: 'TLDs a watched brand is registered in, and missing from',
    params: recordParams,
    answers: { 200: { description: 'The analysis.', schema: gapAnalysisShape } },
    refusals: { 404: "No such record (or account) in the caller's scope; no_gap_analysis: the domain's name is not a watched brand of the account." },
  }),

  dnsStatistics: defineContract({
    ...domainRoutes.dnsStatistics,
    operationId: 'domain_dns_statistics', tags: ['dns'], permission: 'view-dns',
    summary: 'Queries per day of the domain\'s zone, by record type and by response code',
    description: `The last \`days\` days (1–${statisticsDays.max}, default ${statisticsDays.default}) ending on the latest day counted, or \`from\`–\`to\` (days, both included). \`zone\` is null when the domain has no zone here.`,
    params: recordParams,
    querystring: {
      type: 'object',
      properties: {
        days: { type: 'integer', minimum: 1, maximum: statisticsDays.max, default: statisticsDays.default },
        ...periodQuery(statisticsDays.max, statisticsPeriodTexts),
      },
    },
    answers: { 200: { description: 'dates, totals, by_type and by_response_code (one count per date each).', schema: dnsStatisticsShape } },
    refusals: {
      400: {
        description: 'The request is not valid: invalid_parameter naming the `parameter` (days out of range, a day the calendar does not have, `to` before `from`, days with from and to, or a period longer than `max_days`).',
        carries: { type: 'object', properties: { parameter: { enum: ['days', 'from', 'to'] }, max_days: { type: 'integer' } } },
      },
    },
  }),
} as const;
