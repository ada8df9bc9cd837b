/**
 * Seed prices: list prices are kept in euro cents and converted at fixed rates into an
 * account's currency, in that currency's minor unit (JPY has none, so whole yen).
 */
/** Reference exchange rates (units per euro); the API converts prices of rules in another currency with them too (orders/prices.ts). */
export const eurRates: Readonly<Record<string, number>> = {
  EUR: 1, GBP: 0.86, USD: 1.08, JPY: 162, SEK: 11.4, AUD: 1.65, CHF: 0.94, CAD: 1.48, NOK: 11.6,
};

export function minorUnitDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** Converts euro cents to the currency's minor unit, rounded to a tidy price (10 yen, 10 cents). */
export function convertEuroCents(cents: number, currency: string): number {
  const rate = eurRates[currency] ?? 1;
  const major = (cents / 100) * rate;
  return minorUnitDigits(currency) === 0 ? Math.round(major / 10) * 10 : Math.round(major * 10) * 10;
}
