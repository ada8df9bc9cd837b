/**
 * What the three intelligence focus pages read (spec section 4, the prospect viewer; DESIGN.md
 * sections 11 and 14): SSL focus, traffic focus and registry-lock focus of one intelligence item.
 * The API writes these shapes (GET …/intelligence_items/{id}/ssl_focus, traffic_focus,
 * registry_lock_focus, each as `{ data }`) and the portal reads them. Money is in minor units.
 * The answers' types are their contracts' (src/lib/contracts/intelligence-contracts.ts;
 * docs/ARCHITECTURE.md, "API contracts").
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { intelligenceContracts } from '../contracts/intelligence-contracts.ts';

/** The currencies the SSL list prices are declared in (server/api/intelligence/ssl-list-prices.ts); the savings are answered in each. */
export const sslListCurrencies = ['EUR', 'USD', 'GBP'] as const;
export type SslListCurrency = (typeof sslListCurrencies)[number];

/** The traffic focus's top domains by visits, and the top domains whose months are charted. */
export const topTrafficDomains = 10;
export const trafficSeriesDomains = 5;

/** Why a domain counts as valuable (the rule the answer declares). */
export const valuableReasons = ['primary_domain', 'portfolio_traffic'] as const;
export type ValuableReason = (typeof valuableReasons)[number];

/** Valuable: the item's primary domain, or a domain of these categories with at least this many visits a month. */
export const valuableRule = { min_monthly_visits: 1_000_000, categories: ['portfolio'] } as const;

export type SslFocusAnswer = AnswerOf<typeof intelligenceContracts.sslFocus>['data'];
export type TrafficFocusAnswer = AnswerOf<typeof intelligenceContracts.trafficFocus>['data'];
export type RegistryLockFocusAnswer = AnswerOf<typeof intelligenceContracts.registryLockFocus>['data'];

/** The intelligence item a focus answer is about. */
export type FocusItem = SslFocusAnswer['item'];
/** What moving each issuer's certificates would save a year in one currency. */
export type SslSavings = SslFocusAnswer['savings'][number];
export type SslSavingRow = SslSavings['rows'][number];
export type TrafficDomain = TrafficFocusAnswer['top_domains'][number];
export type RegistryLockDomain = RegistryLockFocusAnswer['list'][number];
