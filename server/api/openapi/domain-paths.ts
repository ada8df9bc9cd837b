/**
 * The OpenAPI paths and schemas of searching, ordering and adding domains (issue 12):
 * routes/domain-checks.ts, routes/domain-orders.ts, routes/domain-additions.ts.
 */
import { nameReasonKeys, stateReasonKeys, additionReasonKeys } from '../../../src/lib/domains/name-reasons.ts';
import { availabilityStates } from '../orders/availability.ts';
import { domainAdditionSchema } from '../routes/domain-additions.ts';
import { domainCheckSchema } from '../routes/domain-checks.ts';
import { domainOrderSchema } from '../routes/domain-orders.ts';
import { defaultDomainAdditionLimits, defaultDomainCheckLimits } from '../api-config.ts';
import { groupErrors, idempotentWriteErrors } from './openapi-components.ts';
import { requestSchemaOf } from './request-schema.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

const money = (description: string): JsonObject => ({ type: 'integer', description: `${description}, in the currency's minor unit (whole yen for JPY).` });
const reasonFields = (keys: readonly string[]): JsonObject => ({
  reason_key: { enum: [...keys], description: 'Why, as a key the portal translates (with `reason_values`).' },
  reason: { type: 'string', description: 'The reason in English.' },
  reason_values: { type: 'object', additionalProperties: { type: 'string' }, description: 'The values the reason names (label, character, tld, block, line …).' },
});

// Component schemas are compiled one by one, so they name no other component.
const orderItem = (): JsonObject => ({
  type: 'object',
  required: ['id', 'order_id', 'kind', 'domain_name', 'unicode_name', 'period_years', 'status', 'amount', 'currency', 'options'],
  properties: {
    id: { type: 'integer' }, group_id: { type: 'string' }, order_id: { type: 'integer' }, kind: { enum: ['registration', 'transfer'] },
    domain_name: { type: 'string', description: 'The A-label.' }, unicode_name: { type: 'string' }, period_years: { type: 'integer' },
    status: { enum: ['queued', 'processing', 'completed', 'failed', 'cancelled'] }, failure_reason: { type: ['string', 'null'] },
    amount: money('The item\'s price for its whole period'), currency: { type: 'string' },
    domain_id: { type: ['integer', 'null'], description: 'The domain it made (or completed), once completed.' },
    options: {
      type: 'object',
      description: 'What fulfilling it needs: `tld`, `product_id`, `contacts` (the four roles), `nameservers` (null: our DNS), `privacy`, `premium`; `auth_code_given` for a transfer (the code itself is never answered).',
    },
    created_at: { type: 'string' }, updated_at: { type: 'string' }, version: { type: 'integer' },
  },
});

const orderWithItems = (): JsonObject => ({
  type: 'object',
  description: 'An order as GET /groups/{context}/orders/{id} answers it (schema Orders), with its `items`.',
  required: ['id', 'reference', 'kind', 'status', 'amount', 'currency', 'items'],
  properties: {
    id: { type: 'integer' }, reference: { type: 'string' }, kind: { enum: ['registration', 'transfer'] },
    status: { enum: ['awaiting_approval', 'processing', 'completed', 'failed', 'cancelled'], description: 'awaiting_approval when its total reached the account\'s threshold; else fulfilled at once (completed, or failed when no item could be).' },
    amount: money('The total'), currency: { type: 'string' },
    items: { type: 'array', items: orderItem() },
    approval: {
      type: ['object', 'null'],
      description: 'The approval request the order waits (or waited) for; never its public id, which only the approver\'s mail holds.',
      properties: { id: { type: 'integer' }, status: { enum: ['pending', 'approved', 'rejected', 'expired', 'cancelled'] }, approver_name: { type: 'string' }, expires_at: { type: 'string' } },
    },
  },
});

export function domainSchemas(): Record<string, JsonObject> {
  return {
    DomainCheckRequest: requestSchemaOf(domainCheckSchema),
    DomainCheck: {
      type: 'object',
      required: ['name', 'unicode_name', 'tld', 'state', 'idn', 'mixed_script', 'scripts'],
      properties: {
        name: { type: 'string', description: 'The name in A-labels (for an invalid name, the input normalised).' },
        unicode_name: { type: 'string', description: 'The name in Unicode (U-labels).' },
        tld: { type: ['string', 'null'], description: 'The TLD from the catalogue (the longest suffix it knows), else the last label.' },
        state: { enum: [...availabilityStates] },
        ...reasonFields([...nameReasonKeys, ...stateReasonKeys]),
        idn: { type: 'boolean', description: 'Some label is internationalised.' },
        mixed_script: { type: 'boolean', description: 'The registrable label mixes scripts beyond one writing system (UTS #39, highly restrictive): warn, it may imitate another name.' },
        scripts: { type: 'array', items: { type: 'string' }, description: 'ISO 15924 codes of the label\'s scripts (Latn, Cyrl, Hani …), in order of appearance.' },
        min_period_years: { type: 'integer' }, max_period_years: { type: 'integer' },
        privacy_supported: { type: 'boolean', description: 'The TLD offers WHOIS privacy.' },
        domain_id: { type: 'integer', description: 'For registered_here: the account\'s domain of that name (absent while it is only in an open order).' },
        prices: {
          type: 'object',
          required: ['currency', 'create', 'renew', 'transfer'],
          description: 'A year of each action in the account\'s currency, from the pricing rules (the account\'s pricing entity first, else the global list; a premium name at its premium price). For available, premium, registered and registered_here names.',
          properties: { currency: { type: 'string' }, create: money('Registration, per year'), renew: money('Renewal, per year'), transfer: money('Transfer (with its year)') },
        },
      },
    },
    DomainOrderRequest: requestSchemaOf(domainOrderSchema),
    DomainAdditionRequest: requestSchemaOf(domainAdditionSchema),
    DomainAddition: {
      type: 'object',
      required: ['line', 'name', 'unicode_name', 'outcome'],
      properties: {
        line: { type: 'integer', minimum: 0, description: 'The line\'s index in the request.' },
        name: { type: 'string' }, unicode_name: { type: 'string' },
        outcome: { enum: ['transfer', 'external', 'refused'] },
        ...reasonFields([...nameReasonKeys, ...stateReasonKeys, ...additionReasonKeys]),
        price: { type: 'object', properties: { amount: money('The transfer'), currency: { type: 'string' } }, description: 'What a transfer costs.' },
      },
    },
    OrderItem: orderItem(),
    OrderWithItems: orderWithItems(),
  };
}

const tags = ['domains'];

/** How a route's budget per user and per account reads in its description (the defaults; the API's settings may differ). */
function budgetText(unit: string, limits: { perUser: number; perAccount: number; windowSeconds: number }, variable: string): string {
  return `Every ${unit} counts against a budget per user (${limits.perUser}) and per account (${limits.perAccount}) in a sliding window of ${limits.windowSeconds} seconds`
    + ` (defaults; ${variable}_USER_LIMIT, ${variable}_ACCOUNT_LIMIT, ${variable}_WINDOW_SECONDS): beyond it, before any work, 429 too_many_requests with the retry-after header`
    + ' and `retry_after`, `limit_scope` (user or account), `limit` and `window_seconds`.';
}

export function domainPaths(): Record<string, PathItem> {
  const context = [ref('parameters', 'context')];
  return {
    '/groups/{context}/domain_checks': {
      parameters: context,
      post: {
        operationId: 'check_domains',
        summary: 'Availability, prices and both forms of names, or of a word under every TLD the account may buy (view-domains)',
        description: [
          'One row per name asked, in the order asked, then one per suggestion of `suggest_for`. Each has exactly one state:',
          'invalid (with the reason: spelling, unknown or unsold TLD, an IDN where the TLD takes none, a subdomain), registered_here (a domain or open order of this account),',
          'registered (elsewhere), reserved (the registry\'s reserved labels, single characters), blocked (a brand block of another account covers it), premium, available.',
          'The registries are simulated deterministically: the same name always answers the same.',
          budgetText('name asked, suggestions included,', defaultDomainCheckLimits, 'DOMAIN_CHECK'),
        ].join(' '),
        tags: ['domains'],
        requestBody: { required: true, content: jsonContent(ref('schemas', 'DomainCheckRequest')) },
        responses: {
          '200': jsonResponse('The rows.', { type: 'object', required: ['data'], properties: { data: { type: 'array', items: ref('schemas', 'DomainCheck') } } }),
          ...groupErrors(), '429': ref('responses', 'TooManyRequests'),
        },
      },
    },
    '/groups/{context}/domain_orders': {
      parameters: [...context, ref('parameters', 'idempotency_key')],
      post: {
        operationId: 'order_domains',
        summary: 'Order the cart: registrations with contacts, name servers (null: our DNS) and privacy (manage-orders)',
        description: [
          'Every name is checked again: one that is no longer available refuses the whole cart with 409 not_available (`items: [{ name, unicode_name, state, reason_key, reason }]`) and nothing is created.',
          '400 duplicate_items, invalid_period (`items` with the TLD\'s min and max), invalid_nameserver, invalid_reference (a contact outside the account).',
          'One order per currency; an order whose total reaches the account\'s order_approval_threshold waits in awaiting_approval behind an approval request mailed to the account\'s approver, any other is fulfilled at once.',
        ].join(' '),
        tags: ['orders'],
        requestBody: { required: true, content: jsonContent(ref('schemas', 'DomainOrderRequest')) },
        responses: {
          '201': jsonResponse('The orders made.', { type: 'object', required: ['data'], properties: { data: { type: 'array', items: ref('schemas', 'OrderWithItems') } } }),
          ...groupErrors(),
          ...idempotentWriteErrors('not_available: a name of the cart cannot be registered now; nothing was ordered.'),
        },
      },
    },
    '/groups/{context}/orders/{id}/items': {
      parameters: [...context, { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: {
        operationId: 'order_items', summary: 'The items of an order and their states (view-orders)', tags: ['orders'],
        responses: { '200': jsonResponse('The items, in the order they were added.', { type: 'object', required: ['data'], properties: { data: { type: 'array', items: ref('schemas', 'OrderItem') } } }), ...groupErrors() },
      },
    },
    '/groups/{context}/domain_additions': {
      parameters: [...context, ref('parameters', 'idempotency_key')],
      post: {
        operationId: 'add_domains',
        summary: 'Add domains held elsewhere: transfers in (with their auth codes) or external domains; a dry run first (manage-domains)',
        description: [
          'Each line answers transfer (with its price), external, or refused with the reason (invalid name, unknown TLD, in this account or another here, in an open order, a duplicate line, a missing auth code where the TLD asks for one, a TLD not sold for a transfer).',
          'dry_run creates nothing. Otherwise the transfers become an order (kind transfer; one per currency; awaiting approval above the threshold like any order), answered in `orders`, and the external domains are created with `external: true`.',
          budgetText('line sent, dry runs included,', defaultDomainAdditionLimits, 'DOMAIN_ADDITION'),
        ].join(' '),
        tags,
        requestBody: { required: true, content: jsonContent(ref('schemas', 'DomainAdditionRequest')) },
        responses: {
          '200': jsonResponse('The lines, and the orders made (none on a dry run).', {
            type: 'object', required: ['data'],
            properties: { data: { type: 'array', items: ref('schemas', 'DomainAddition') }, orders: { type: 'array', items: ref('schemas', 'OrderWithItems') } },
          }),
          ...groupErrors(), '429': ref('responses', 'TooManyRequests'),
          ...idempotentWriteErrors(),
        },
      },
    },
  };
}
