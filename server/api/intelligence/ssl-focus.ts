/**
 * SSL focus of an intelligence item: its domains with and without a certificate, certificates by
 * issuer and by expiry month, and what moving each issuer's certificates to our equivalent
 * product would save a year, per currency of the declared list prices (ssl-list-prices.ts). Our
 * price is the catalogue's global list rule for the product (action `ssl`), converted at the
 * reference rates as order prices are (orders/prices.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { sslListCurrencies, type SslFocusAnswer, type SslListCurrency, type SslSavingRow, type SslSavings } from '../../../src/lib/schemas/intelligence-focus.ts';
import { convertMinor } from '../orders/prices.ts';
import { focusItem, type ScopedItem } from './focus-item.ts';
import { listPriceOf, sslListPriceNote, sslListPricesAsOf } from './ssl-list-prices.ts';

/** `YYYY-MM` of the month `offset` months after the month of `at`. */
export function monthAfter(at: number, offset: number): string {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/** The expiry bucket of a certificate: expired before `at`, one of the 12 months from `at`'s, or later. */
export function expiryKey(expiresAt: string | null, at: number): string {
  if (expiresAt === null) return 'unknown';
  if (Date.parse(expiresAt) < at) return 'expired';
  const month = expiresAt.slice(0, 7);
  return month <= monthAfter(at, 11) ? month : 'later';
}

export function createSslFocus(db: DatabaseSync): (item: ScopedItem, at: number, preferredCurrency: string) => SslFocusAnswer {
  const results = db.prepare('SELECT has_ssl, ssl_issuer, ssl_expires_at FROM intelligence_results WHERE item_id = ?');
  const product = db.prepare("SELECT id, code, name FROM products WHERE code = ? AND kind = 'ssl' AND status = 'active'");
  const rule = db.prepare("SELECT price, currency FROM pricing_rules WHERE product_id = ? AND action = 'ssl' AND scope = 'global' AND custom = 0 AND status = 'active' AND price IS NOT NULL ORDER BY priority, id LIMIT 1");

  const ourPrice = (code: string | null, currency: string): { code: string; name: string; price: number | null } | null => {
    if (code === null) return null;
    const found = product.get(code);
    if (!found) return null;
    const price = rule.get(Number(found.id));
    return { code: String(found.code), name: String(found.name), price: price ? convertMinor(Number(price.price), String(price.currency), currency) : null };
  };

  return (item, at, preferredCurrency) => {
    const rows = results.all(item.id);
    const certificates = rows.filter((row) => Number(row.has_ssl) === 1);
    const byIssuer = new Map<string, number>();
    for (const row of certificates) {
      const issuer = row.ssl_issuer === null ? 'Unknown' : String(row.ssl_issuer);
      byIssuer.set(issuer, (byIssuer.get(issuer) ?? 0) + 1);
    }
    const issuers = [...byIssuer].map(([issuer, count]) => ({ issuer, certificates: count }))
      .sort((a, b) => b.certificates - a.certificates || a.issuer.localeCompare(b.issuer));
    const expiryCounts = new Map<string, number>([['expired', 0], ...Array.from({ length: 12 }, (_, index) => [monthAfter(at, index), 0] as [string, number]), ['later', 0]]);
    for (const row of certificates) {
      const key = expiryKey(row.ssl_expires_at === null ? null : String(row.ssl_expires_at), at);
      expiryCounts.set(key, (expiryCounts.get(key) ?? 0) + 1);
    }
    const savings: SslSavings[] = sslListCurrencies.map((currency) => {
      const savingRows: SslSavingRow[] = issuers.map(({ issuer, certificates: count }) => {
        const declared = listPriceOf(issuer);
        const ours = ourPrice(declared.product, currency);
        const listTotal = declared.prices[currency] * count;
        // Nothing to move to (a free issuer) or no price of ours: the certificates stay, nothing is saved.
        const ourTotal = ours === null || ours.price === null ? listTotal : ours.price * count;
        return {
          issuer, certificates: count, list_price: declared.prices[currency], product_code: ours?.code ?? null, product_name: ours?.name ?? null,
          our_price: ours?.price ?? null, list_total: listTotal, our_total: ourTotal, saving: listTotal - ourTotal,
        };
      });
      const sum = (key: 'list_total' | 'our_total' | 'saving') => savingRows.reduce((total, row) => total + row[key], 0);
      return { currency, rows: savingRows, list_total: sum('list_total'), our_total: sum('our_total'), saving: sum('saving') };
    });
    return {
      item: focusItem(item),
      domains: rows.length,
      with_ssl: certificates.length,
      without_ssl: rows.length - certificates.length,
      issuers,
      expiry: [...expiryCounts].filter(([key, count]) => key !== 'unknown' || count > 0).map(([key, count]) => ({ key, certificates: count })),
      list_prices: { as_of: sslListPricesAsOf, note: sslListPriceNote },
      currency: (sslListCurrencies as readonly string[]).includes(preferredCurrency) ? (preferredCurrency as SslListCurrency) : 'EUR',
      savings,
    };
  };
}
