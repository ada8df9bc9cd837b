/**
 * The availability check's answer rows (POST /groups/{context}/domain_checks), and the names a
 * word suggests: the word under every TLD the account may buy (open, with a product and a
 * registration price), the TLDs the account holds most names in first.
 */
import type { DatabaseSync } from 'node:sqlite';
import { normaliseName, readDomainName } from '../../../src/lib/domains/domain-name.ts';
import { reason, reasonText } from '../../../src/lib/domains/name-reasons.ts';
import { isSold, type AvailabilityChecker, type AvailabilityState, type CatalogueTld, type NameAvailability } from './availability.ts';
import type { PriceBook } from './prices.ts';
import type { AvailabilityRow } from '../../../src/lib/domains/availability-row.ts';

export type CheckRow = AvailabilityRow;

const pricedStates: readonly AvailabilityState[] = ['available', 'premium', 'registered', 'registered_here'];

/** A TLD sold without a registration price cannot be bought: its free names read as invalid (not_sold). */
export function withPriceCheck(found: NameAvailability, prices: PriceBook): NameAvailability {
  if ((found.state !== 'available' && found.state !== 'premium') || !found.tld) return found;
  if (prices.price(found.tld.productId, 'registration').source !== null) return found;
  return { ...found, state: 'invalid', reason: reason('not_sold', { tld: found.tld.name }), premiumFactor: 1 };
}

export function checkRow(found: NameAvailability, prices: PriceBook): CheckRow {
  const { parsed, tld, state } = found;
  const list = tld && pricedStates.includes(state) ? prices.list(tld.productId, found.premiumFactor) : null;
  return {
    name: parsed.name,
    unicode_name: parsed.unicodeName,
    tld: parsed.tld,
    state,
    ...(found.reason ? { reason_key: found.reason.key, reason: reasonText(found.reason), reason_values: { ...found.reason.values } } : {}),
    idn: parsed.idn,
    mixed_script: parsed.mixedScript,
    scripts: [...parsed.scripts],
    ...(tld && state !== 'invalid' ? { min_period_years: tld.minPeriodYears, max_period_years: tld.maxPeriodYears, privacy_supported: tld.privacy } : {}),
    ...(list ? { prices: list } : {}),
    ...(found.domainId !== undefined ? { domain_id: found.domainId } : {}),
  };
}

/** TLDs the account may buy, the ones it holds most names in first, then by name. */
export function buyableTlds(db: DatabaseSync, groupId: string, checker: AvailabilityChecker, prices: PriceBook): CatalogueTld[] {
  const held = new Map(
    db.prepare('SELECT tld, count(*) AS n FROM domains WHERE group_id = ? GROUP BY tld').all(groupId).map((row) => [String(row.tld), Number(row.n)]),
  );
  return checker.catalogue
    .filter((tld) => isSold(tld) && prices.price(tld.productId, 'registration').source !== null)
    .sort((a, b) => (held.get(b.name) ?? 0) - (held.get(a.name) ?? 0) || a.name.localeCompare(b.name));
}

/**
 * The names a word suggests. A word that cannot be a label (spaces, symbols …) gives itself
 * alone, to be answered invalid with its reason; an internationalised word skips TLDs without IDN.
 */
export function suggestedNames(word: string, tlds: readonly CatalogueTld[]): string[] {
  const label = normaliseName(word).split('.')[0] ?? '';
  const alone = readDomainName(label);
  if (alone.problem && alone.problem.key !== 'no_tld') return [word];
  return tlds.filter((tld) => !alone.idn || tld.idn).map((tld) => `${alone.unicodeLabel}.${tld.name}`);
}
