/**
 * OpenAPI paths and schemas of routes/intelligence-focus.ts (spec section 4, the prospect viewer):
 * the SSL, traffic and registry-lock focus of an intelligence item.
 */
import { valuableReasons } from '../../../src/lib/schemas/intelligence-focus.ts';
import { focusPermission } from '../intelligence/focus-item.ts';
import { sslListCurrencies } from '../intelligence/ssl-list-prices.ts';
import { topTrafficDomains, trafficSeriesDomains } from '../intelligence/traffic-focus.ts';
import { valuableRule } from '../intelligence/valuable-domains.ts';
import { groupErrors } from './openapi-components.ts';
import { jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: parts are inlined.
const count = { type: 'integer', minimum: 0 };
const money = { type: 'integer', description: 'Minor units of the currency.' };
const month = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' };
const item = (): JsonObject => ({
  type: 'object',
  required: ['id', 'name', 'primary_domain'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, primary_domain: { type: 'string' } },
});
const object = (properties: Record<string, JsonObject>, description?: string): JsonObject => ({
  type: 'object', required: Object.keys(properties), properties, ...(description ? { description } : {}),
});
const dataOf = (schema: JsonObject): JsonObject => ({ type: 'object', required: ['data'], properties: { data: schema } });

const savingRow = object({
  issuer: { type: 'string' },
  certificates: count,
  list_price: { ...money, description: 'The declared published list price of one certificate for a year; 0 for a free issuer.' },
  product_code: { type: ['string', 'null'], description: 'Our equivalent product; null when there is nothing to move to.' },
  product_name: { type: ['string', 'null'] },
  our_price: { type: ['integer', 'null'], description: 'Our price of the product for a year (the global list rule, converted at the reference rates).' },
  list_total: money,
  our_total: { ...money, description: 'The list total where there is no product or price of ours.' },
  saving: { type: 'integer', description: 'list_total − our_total (negative: a move would cost more).' },
});

export function intelligenceSchemas(): Record<string, JsonObject> {
  return {
    SslFocus: dataOf(object({
      item: item(),
      domains: count,
      with_ssl: count,
      without_ssl: count,
      issuers: { type: 'array', description: 'Certificates per issuer, most first.', items: object({ issuer: { type: 'string' }, certificates: count }) },
      expiry: {
        type: 'array',
        description: 'Certificates by expiry: `expired`, each of the 12 months from this one (`YYYY-MM`), `later`, and `unknown` only when some have no expiry.',
        items: object({ key: { type: 'string', pattern: '^(expired|later|unknown|[0-9]{4}-[0-9]{2})$' }, certificates: count }),
      },
      list_prices: object({ as_of: month, note: { type: 'string' } }, 'Where the list prices come from: a declaration of published list prices, not a quote.'),
      currency: { enum: [...sslListCurrencies], description: 'The currency to show first: the account\'s when the list prices are declared in it, else EUR.' },
      savings: {
        type: 'array',
        description: 'What moving each issuer\'s certificates to our equivalent product would save a year, per declared currency.',
        items: object({ currency: { enum: [...sslListCurrencies] }, rows: { type: 'array', items: savingRow }, list_total: money, our_total: money, saving: { type: 'integer' } }),
      },
    })),
    TrafficFocus: dataOf(object({
      item: item(),
      months: { type: 'array', description: 'The seeded months, oldest first, with every domain\'s visits summed.', items: object({ month, visits: count }) },
      total_visits: count,
      domains: count,
      top_domains: {
        type: 'array', maxItems: topTrafficDomains, description: `The ${topTrafficDomains} domains with the most visits over the months, most first.`,
        items: object({ result_id: { type: 'integer' }, domain_name: { type: 'string' }, visits: count }),
      },
      others: object({ domains: count, visits: count }, 'Every other domain together.'),
      series: {
        type: 'array', maxItems: trafficSeriesDomains, description: `The top ${trafficSeriesDomains} domains' visits per month, in the months' order.`,
        items: object({ result_id: { type: 'integer' }, domain_name: { type: 'string' }, visits: { type: 'array', items: count } }),
      },
    })),
    RegistryLockFocus: dataOf(object({
      item: item(),
      rule: object({ min_monthly_visits: count, categories: { type: 'array', items: { type: 'string' } } }, 'Valuable: the primary domain, or a domain of these categories with at least this many visits a month.'),
      domains: count,
      valuable: count,
      locked: count,
      unlocked: count,
      list: {
        type: 'array',
        description: 'The valuable domains: unlocked first, then by monthly visits, most first.',
        items: object({
          result_id: { type: 'integer' },
          domain_name: { type: 'string' },
          tld: { type: 'string' },
          category: { type: 'string' },
          monthly_visits: { type: ['integer', 'null'] },
          expires_at: { type: ['string', 'null'] },
          registry_lock: { type: 'boolean' },
          reasons: { type: 'array', minItems: 1, items: { enum: [...valuableReasons] } },
        }),
      },
    })),
  };
}

const tags = ['intelligence'];
const parameters = [ref('parameters', 'context'), { name: 'id', in: 'path', required: true, description: 'The intelligence item.', schema: { type: 'integer', minimum: 1 } }];

export function intelligencePaths(): Record<string, PathItem> {
  return {
    '/groups/{context}/intelligence_items/{id}/ssl_focus': {
      parameters,
      get: {
        operationId: 'get_ssl_focus', summary: 'SSL focus of a prospect: certificates by issuer and expiry, and what a move would save', tags,
        description: 'Over the item\'s results (the domains found): with and without a certificate, certificates per issuer and by expiry month, and per currency of the declared published list prices what moving each issuer\'s certificates to our equivalent SSL product would save a year. A customer reads only their own account\'s items (another answers 404).',
        responses: { '200': jsonResponse('The SSL focus.', ref('schemas', 'SslFocus')), ...groupErrors() },
      },
    },
    '/groups/{context}/intelligence_items/{id}/traffic_focus': {
      parameters,
      get: {
        operationId: 'get_traffic_focus', summary: 'Traffic focus of a prospect: visits per month and the domains carrying them', tags,
        description: 'Visits of the item\'s domains per month (the seeded traffic), the top domains by visits with every other one together, and the top domains\' visits per month.',
        responses: { '200': jsonResponse('The traffic focus.', ref('schemas', 'TrafficFocus')), ...groupErrors() },
      },
    },
    '/groups/{context}/intelligence_items/{id}/registry_lock_focus': {
      parameters,
      get: {
        operationId: 'get_registry_lock_focus', summary: 'Registry-lock focus of a prospect: which valuable domains are unlocked', tags,
        description: `Valuable: the item's primary domain, or a ${valuableRule.categories.join(', ')} domain with at least ${valuableRule.min_monthly_visits} visits a month. Counts of valuable, locked and unlocked domains, and the list.`,
        responses: { '200': jsonResponse('The registry-lock focus.', ref('schemas', 'RegistryLockFocus')), ...groupErrors() },
      },
    },
  };
}

/** `x-permission` of the operations above, by operation id (operation-permissions.ts). */
export const intelligenceOperationPermissions: Readonly<Record<string, string>> = {
  get_ssl_focus: focusPermission,
  get_traffic_focus: focusPermission,
  get_registry_lock_focus: focusPermission,
};
