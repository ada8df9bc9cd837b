/**
 * List prices of a one-year certificate per issuer, as the provider declares them (the SSL focus
 * page says so, with the date below): what a prospect pays buying straight from the issuer, per
 * currency in minor units, and our catalogue's equivalent product (same validation level) that a
 * move would put the certificate on. A free issuer has no list price and nothing to move to. The
 * figures are the demo's own, illustrative, not checked against the issuers: a provider declares
 * the prices it sees here, the one place the page's list prices come from.
 */
import type { SslListCurrency } from '../../../src/lib/schemas/intelligence-focus.ts';

export const sslListPricesAsOf = '2026-01';

export const sslListPriceNote = 'One-year certificate prices per issuer as the provider declares them, not a quote from the issuer.';

export interface SslListPrice {
  /** Our equivalent product's code in the catalogue; null: nothing to move to. */
  product: string | null;
  /** One certificate for a year, per currency (minor units); zero for a free issuer. */
  prices: Readonly<Record<SslListCurrency, number>>;
}

export const sslListPrices: Readonly<Record<string, SslListPrice>> = {
  Sectigo: { product: 'ssl-dv-sectigo', prices: { EUR: 4500, USD: 4900, GBP: 3900 } },
  DigiCert: { product: 'ssl-ov-digicert', prices: { EUR: 54900, USD: 59500, GBP: 47900 } },
  GlobalSign: { product: 'ssl-ov-digicert', prices: { EUR: 44900, USD: 48900, GBP: 38900 } },
  "Let's Encrypt": { product: null, prices: { EUR: 0, USD: 0, GBP: 0 } },
};

const unpriced: SslListPrice = { product: null, prices: { EUR: 0, USD: 0, GBP: 0 } };

/** An issuer the declaration does not name has no list price: nothing is claimed for it. */
export function listPriceOf(issuer: string): SslListPrice {
  return sslListPrices[issuer] ?? unpriced;
}
