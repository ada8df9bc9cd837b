/**
 * The availability check (DESIGN.md section 13: `POST /groups/{context}/domain_checks`), through
 * the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { domainContracts } from '~/lib/contracts/domain-contracts';
import { call } from '~/lib/data';
import type { AvailabilityRow, AvailabilityState } from '~/lib/domains/availability-row';
import type { CartItem } from '~/lib/domains-cart/cart-items';

export { availabilityStates, type AvailabilityRow, type AvailabilityState } from '~/lib/domains/availability-row';

/** States an order can buy. */
export const buyableStates: ReadonlySet<string> = new Set<AvailabilityState>(['available', 'premium']);

export function isBuyable(row: Pick<AvailabilityRow, 'state'>): boolean {
  return buyableStates.has(row.state);
}

/** What the cart keeps of a row. */
export function cartItemOf(row: AvailabilityRow): CartItem {
  return {
    name: row.name,
    unicode_name: row.unicode_name || row.name,
    tld: row.tld ?? row.name.slice(row.name.indexOf('.') + 1),
    period_years: row.min_period_years ?? 1,
    prices: row.prices ?? null,
    ...(row.state === 'premium' ? { premium: true } : {}),
    ...(row.min_period_years !== undefined && row.max_period_years !== undefined ? { min_period_years: row.min_period_years, max_period_years: row.max_period_years } : {}),
    ...(row.privacy_supported !== undefined ? { privacy_supported: row.privacy_supported } : {}),
  };
}

type ChecksAnswer = AnswerOf<typeof domainContracts.check>;

export async function checkNames(names: readonly string[], signal: AbortSignal): Promise<AvailabilityRow[]> {
  const answer = await call<ChecksAnswer>('POST', 'domain_checks', { body: { names }, signal });
  return answer.data ?? [];
}

export async function suggestFor(word: string, signal: AbortSignal): Promise<AvailabilityRow[]> {
  const answer = await call<ChecksAnswer>('POST', 'domain_checks', { body: { suggest_for: word }, signal });
  return answer.data ?? [];
}
