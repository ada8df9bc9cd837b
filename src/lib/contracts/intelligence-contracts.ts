/**
 * The routes of the intelligence focus pages by contract (api-contract.ts): where each is (intelligenceRoutes, which the
 * portal's script may carry) and what it takes and answers (intelligenceContracts, which the API registers
 * and the portal reads the types of). Each answers `{ data }` about one intelligence item.
 */
import { prospectViewerAbility, viewAbility } from '../permissions/permission-names.ts';
import { sslListCurrencies, topTrafficDomains, trafficSeriesDomains, valuableReasons, valuableRule } from '../schemas/intelligence-focus.ts';
import { defineContract } from './api-contract.ts';

const item = '/groups/{context}/intelligence_items/{id}';

export const intelligenceRoutes = {
  sslFocus: { method: 'GET', path: `${item}/ssl_focus` },
  trafficFocus: { method: 'GET', path: `${item}/traffic_focus` },
  registryLockFocus: { method: 'GET', path: `${item}/registry_lock_focus` },
} as const;

/** The permission of every focus route (spec section 4): view-intelligence or the ability prospect-viewer. */
export const focusPermission = `${viewAbility('intelligence')}|${prospectViewerAbility}`;

const tags = ['intelligence'] as const;
const params = {
  type: 'object',
  required: ['context', 'id'],
  properties: {
    context: { type: 'string', description: "The account's id (36 characters)." },
    id: { type: 'integer', minimum: 1, maximum: 999_999_999_999_999, description: 'The intelligence item.' },
  },
} as const;

const count = { type: 'integer', minimum: 0 } as const;
/** A currency the list prices are declared in (written as a pattern: the savings are read as any currency code). */
const listCurrency = { type: 'string', pattern: `^(${sslListCurrencies.join('|')})$` } as const;
const money = { type: 'integer', description: 'Minor units of the currency.' } as const;
const month = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' } as const;
const itemShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'primary_domain'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, primary_domain: { type: 'string' } },
} as const;

/** `{ data }` around an answer. */
const dataOf = <const Schema>(schema: Schema) => ({ type: 'object', additionalProperties: false, required: ['data'], properties: { data: schema } }) as const;

const savingRow = {
  type: 'object',
  additionalProperties: false,
  required: ['issuer', 'certificates', 'list_price', 'product_code', 'product_name', 'our_price', 'list_total', 'our_total', 'saving'],
  properties: {
    issuer: { type: 'string' },
    certificates: count,
    list_price: { ...money, description: 'The declared published list price of one certificate for a year; 0 for a free issuer.' },
    product_code: { type: ['string', 'null'], description: 'Our equivalent product; null when there is nothing to move to.' },
    product_name: { type: ['string', 'null'] },
    our_price: { type: ['integer', 'null'], description: 'Our price of the product for a year (the global list rule, converted at the reference rates).' },
    list_total: money,
    our_total: { ...money, description: 'The list total where there is no product or price of ours.' },
    saving: { type: 'integer', description: 'list_total − our_total (negative: a move would cost more).' },
  },
} as const;

export const intelligenceContracts = {
  sslFocus: defineContract({
    ...intelligenceRoutes.sslFocus,
    operationId: 'get_ssl_focus', tags, permission: focusPermission,
    summary: 'SSL focus of a prospect: certificates by issuer and expiry, and what a move would save',
    description: 'Over the item\'s results (the domains found): with and without a certificate, certificates per issuer and by expiry month, and per currency of the declared published list prices what moving each issuer\'s certificates to our equivalent SSL product would save a year. A customer reads only their own account\'s items (another answers 404).',
    params,
    answers: {
      200: {
        description: 'The SSL focus.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['item', 'domains', 'with_ssl', 'without_ssl', 'issuers', 'expiry', 'list_prices', 'currency', 'savings'],
          properties: {
            item: itemShape,
            domains: count,
            with_ssl: count,
            without_ssl: count,
            issuers: {
              type: 'array',
              description: 'Certificates per issuer, most first.',
              items: { type: 'object', additionalProperties: false, required: ['issuer', 'certificates'], properties: { issuer: { type: 'string' }, certificates: count } },
            },
            expiry: {
              type: 'array',
              description: 'Certificates by expiry: `expired`, each of the 12 months from this one (`YYYY-MM`), `later`, and `unknown` only when some have no expiry.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['key', 'certificates'],
                properties: { key: { type: 'string', pattern: '^(expired|later|unknown|[0-9]{4}-[0-9]{2})$' }, certificates: count },
              },
            },
            list_prices: {
              type: 'object',
              additionalProperties: false,
              description: 'Where the list prices come from: a declaration of published list prices, not a quote.',
              required: ['as_of', 'note'],
              properties: { as_of: month, note: { type: 'string' } },
            },
            currency: { enum: sslListCurrencies, description: 'The currency to show first: the account\'s when the list prices are declared in it, else EUR.' },
            savings: {
              type: 'array',
              description: 'What moving each issuer\'s certificates to our equivalent product would save a year, per declared currency.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['currency', 'rows', 'list_total', 'our_total', 'saving'],
                properties: { currency: listCurrency, rows: { type: 'array', items: savingRow }, list_total: money, our_total: money, saving: { type: 'integer' } },
              },
            },
          },
        }),
      },
    },
  }),

  trafficFocus: defineContract({
    ...intelligenceRoutes.trafficFocus,
    operationId: 'get_traffic_focus', tags, permission: focusPermission,
    summary: 'Traffic focus of a prospect: visits per month and the domains carrying them',
    description: 'Visits of the item\'s domains per month (the seeded traffic), the top domains by visits with every other one together, and the top domains\' visits per month.',
    params,
    answers: {
      200: {
        description: 'The traffic focus.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['item', 'months', 'total_visits', 'domains', 'top_domains', 'others', 'series'],
          properties: {
            item: itemShape,
            months: {
              type: 'array',
              description: 'The seeded months, oldest first, with every domain\'s visits summed.',
              items: { type: 'object', additionalProperties: false, required: ['month', 'visits'], properties: { month, visits: count } },
            },
            total_visits: count,
            domains: count,
            top_domains: {
              type: 'array',
              maxItems: topTrafficDomains,
              description: `The ${topTrafficDomains} domains with the most visits over the months, most first.`,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['result_id', 'domain_name', 'visits'],
                properties: { result_id: { type: 'integer' }, domain_name: { type: 'string' }, visits: count },
              },
            },
            others: {
              type: 'object',
              additionalProperties: false,
              description: 'Every other domain together.',
              required: ['domains', 'visits'],
              properties: { domains: count, visits: count },
            },
            series: {
              type: 'array',
              maxItems: trafficSeriesDomains,
              description: `The top ${trafficSeriesDomains} domains' visits per month, in the months' order.`,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['result_id', 'domain_name', 'visits'],
                properties: { result_id: { type: 'integer' }, domain_name: { type: 'string' }, visits: { type: 'array', items: count } },
              },
            },
          },
        }),
      },
    },
  }),

  registryLockFocus: defineContract({
    ...intelligenceRoutes.registryLockFocus,
    operationId: 'get_registry_lock_focus', tags, permission: focusPermission,
    summary: 'Registry-lock focus of a prospect: which valuable domains are unlocked',
    description: `Valuable: the item's primary domain, or a ${valuableRule.categories.join(', ')} domain with at least ${valuableRule.min_monthly_visits} visits a month. Counts of valuable, locked and unlocked domains, and the list.`,
    params,
    answers: {
      200: {
        description: 'The registry-lock focus.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['item', 'rule', 'domains', 'valuable', 'locked', 'unlocked', 'list'],
          properties: {
            item: itemShape,
            rule: {
              type: 'object',
              additionalProperties: false,
              description: 'Valuable: the primary domain, or a domain of these categories with at least this many visits a month.',
              required: ['min_monthly_visits', 'categories'],
              properties: { min_monthly_visits: count, categories: { type: 'array', items: { type: 'string' } } },
            },
            domains: count,
            valuable: count,
            locked: count,
            unlocked: count,
            list: {
              type: 'array',
              description: 'The valuable domains: unlocked first, then by monthly visits, most first.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['result_id', 'domain_name', 'tld', 'category', 'monthly_visits', 'expires_at', 'registry_lock', 'reasons'],
                properties: {
                  result_id: { type: 'integer' },
                  domain_name: { type: 'string' },
                  tld: { type: 'string' },
                  category: { type: 'string' },
                  monthly_visits: { type: ['integer', 'null'] },
                  expires_at: { type: ['string', 'null'] },
                  registry_lock: { type: 'boolean' },
                  reasons: { type: 'array', minItems: 1, items: { enum: valuableReasons } },
                },
              },
            },
          },
        }),
      },
    },
  }),
} as const;
