/**
 * The availability check (DESIGN.md section 13: `POST /groups/{context}/domain_checks`), through
 * the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import { call, getList } from '~/lib/data';
import type { CartItem, CartPrices } from '~/lib/domains-cart/cart-items';

export const availabilityStates = ['available', 'premium', 'registered_here', 'registered', 'reserved', 'blocked', 'invalid'] as const;
export type AvailabilityState = (typeof availabilityStates)[number];

export interface AvailabilityRow {
  /** The A-label form (what an order names). */
  name: string;
  unicode_name: string;
  /** Null when the name has none (a bare word answered invalid). */
  tld: string | null;
  state: AvailabilityState;
  /** Why a name is invalid or not sold: a key of `domain-order:reason`, with `reason` its English text. */
  reason_key?: string;
  reason?: string;
  /** The values the reason's text names (`{ label }`, `{ tld }` …). */
  reason_values?: Record<string, string>;
  idn?: boolean;
  mixed_script: boolean;
  /** Scripts of the registrable label (ISO 15924 codes), said beside the mixed-script warning. */
  scripts?: string[];
  min_period_years?: number;
  max_period_years?: number;
  privacy_supported?: boolean;
  prices?: CartPrices;
  /** The account's own domain, for `registered_here` (looked up when the check does not say). */
  domain_id?: number;
}

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

interface ChecksAnswer {
  data: AvailabilityRow[];
}

/** The account's own domains among the rows, so "registered by this account" links to each. */
async function withDomainIds(rows: AvailabilityRow[], signal: AbortSignal): Promise<AvailabilityRow[]> {
  const own = rows.filter((row) => row.state === 'registered_here' && row.domain_id === undefined).map((row) => row.name);
  if (own.length === 0) return rows;
  try {
    const { data } = await getList<{ id: number; name: string }>({ resource: 'domains', filters: { name: own }, fields: ['id', 'name'], limit: own.length, signal });
    const ids = new Map(data.map((domain) => [domain.name.toLowerCase(), domain.id]));
    return rows.map((row) => {
      const id = row.state === 'registered_here' ? ids.get(row.name.toLowerCase()) : undefined;
      return id === undefined ? row : { ...row, domain_id: id };
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // Without the ids the state still says it; the link just is not there.
    return rows;
  }
}

export async function checkNames(names: readonly string[], signal: AbortSignal): Promise<AvailabilityRow[]> {
  const answer = await call<ChecksAnswer>('POST', 'domain_checks', { body: { names }, signal });
  return withDomainIds(answer.data ?? [], signal);
}

export async function suggestFor(word: string, signal: AbortSignal): Promise<AvailabilityRow[]> {
  const answer = await call<ChecksAnswer>('POST', 'domain_checks', { body: { suggest_for: word }, signal });
  return withDomainIds(answer.data ?? [], signal);
}
