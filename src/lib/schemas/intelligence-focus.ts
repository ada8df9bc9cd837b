/**
 * What the three intelligence focus pages read (spec section 4, the prospect viewer; DESIGN.md
 * sections 11 and 14): SSL focus, traffic focus and registry-lock focus of one intelligence item.
 * The API writes these shapes (GET …/intelligence_items/{id}/ssl_focus, traffic_focus,
 * registry_lock_focus, each as `{ data }`) and the portal reads them. Money is in minor units.
 */

/** The intelligence item a focus answer is about. */
export interface FocusItem {
  id: number;
  name: string;
  primary_domain: string;
}

/** Where a certificate's expiry falls: already expired, a month of the next 12 (`YYYY-MM`), later, or not known. */
export type SslExpiryKey = 'expired' | 'later' | 'unknown' | string;

export interface SslSavingRow {
  issuer: string;
  certificates: number;
  /** The declared published list price of one certificate for a year; 0 for a free issuer. */
  list_price: number;
  /** Our catalogue's equivalent product, null when there is none to move to (a free issuer). */
  product_code: string | null;
  product_name: string | null;
  /** Our price of that product for a year in this currency; null without a product or a price. */
  our_price: number | null;
  list_total: number;
  our_total: number;
  /** list_total − our_total: what moving these certificates would save a year (negative: cost more). */
  saving: number;
}

export interface SslSavings {
  currency: string;
  rows: SslSavingRow[];
  list_total: number;
  our_total: number;
  saving: number;
}

export interface SslFocusAnswer {
  item: FocusItem;
  /** Domains found for the prospect (intelligence results), with and without a certificate. */
  domains: number;
  with_ssl: number;
  without_ssl: number;
  /** Certificates per issuer, most first. */
  issuers: { issuer: string; certificates: number }[];
  /** Certificates by expiry: `expired`, each of the next 12 months (this month first), `later`, and `unknown` only when some are. */
  expiry: { key: SslExpiryKey; certificates: number }[];
  /** The declaration the list prices come from (said on the page as such). */
  list_prices: { as_of: string; note: string };
  /** What a move would save, per currency of the declared list prices; `currency` is the one to show first. */
  currency: string;
  savings: SslSavings[];
}

export interface TrafficDomain {
  result_id: number;
  domain_name: string;
  visits: number;
}

export interface TrafficFocusAnswer {
  item: FocusItem;
  /** The seeded months, oldest first, with the visits of every domain of the item. */
  months: { month: string; visits: number }[];
  total_visits: number;
  /** Domains with traffic counted. */
  domains: number;
  /** The 10 domains with the most visits over the months, most first. */
  top_domains: TrafficDomain[];
  /** Every other domain together. */
  others: { domains: number; visits: number };
  /** The top 5 domains' visits per month, in the months' order. */
  series: { result_id: number; domain_name: string; visits: number[] }[];
}

/** Why a domain counts as valuable (the rule the answer declares). */
export const valuableReasons = ['primary_domain', 'portfolio_traffic'] as const;
export type ValuableReason = (typeof valuableReasons)[number];

export interface RegistryLockDomain {
  result_id: number;
  domain_name: string;
  tld: string;
  category: string;
  monthly_visits: number | null;
  expires_at: string | null;
  registry_lock: boolean;
  reasons: ValuableReason[];
}

export interface RegistryLockFocusAnswer {
  item: FocusItem;
  /** The rule: the primary domain, or a portfolio domain with at least `min_monthly_visits` visits a month. */
  rule: { min_monthly_visits: number; categories: string[] };
  domains: number;
  valuable: number;
  locked: number;
  unlocked: number;
  /** The valuable domains: unlocked first, then by monthly visits, most first, then by name. */
  list: RegistryLockDomain[];
}
