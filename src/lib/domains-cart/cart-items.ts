/**
 * The domain cart's contents (issue "Domain lifecycle", items 1 and 2): the names chosen on
 * `/domains/search`, each with its period and the prices the availability check answered, and
 * what they come to per currency. Plain functions over plain arrays: the store (cart-store.ts)
 * keeps them, the screens show them.
 */

/** Prices per year in the currency's minor unit (cents; whole yen for JPY), as the availability check answers them. */
export interface CartPrices {
  readonly currency: string;
  readonly create: number;
  readonly renew: number;
  readonly transfer?: number;
}

export interface CartItem {
  /** The A-label form, lower case: what the order names. */
  readonly name: string;
  readonly unicode_name: string;
  readonly tld: string;
  readonly period_years: number;
  readonly prices: CartPrices | null;
  /** Offered at the registry's premium price. */
  readonly premium?: boolean;
  /** The TLD's periods and WHOIS privacy, as the availability check answered them. */
  readonly min_period_years?: number;
  readonly max_period_years?: number;
  readonly privacy_supported?: boolean;
  /** Set when an order was refused because the name is no longer available: the state it is in now. */
  readonly unavailable?: string;
}

export interface PeriodLimits {
  readonly min: number;
  readonly max: number;
}

/** Registries sell one to ten years unless the TLD says otherwise. */
export const defaultPeriodLimits: PeriodLimits = { min: 1, max: 10 };

/** More than an order should hold in one go (the order API takes a cart at once). */
export const maxCartItems = 100;

export interface CartTotal {
  readonly currency: string;
  /** Minor units. */
  readonly amount: number;
  readonly count: number;
}

export interface Addition {
  readonly cart: CartItem[];
  readonly added: number;
  /** Names that were in the cart already. */
  readonly already: number;
  /** Names left out because the cart is full. */
  readonly full: number;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function inCart(cart: readonly CartItem[], name: string): boolean {
  return cart.some((item) => sameName(item.name, name));
}

/** The item's own periods when the check said them, else the registries' usual one to ten years. */
export function itemLimits(item: Pick<CartItem, 'min_period_years' | 'max_period_years'>, fallback: PeriodLimits = defaultPeriodLimits): PeriodLimits {
  const min = item.min_period_years;
  const max = item.max_period_years;
  return min !== undefined && max !== undefined && min >= 1 && max >= min ? { min, max } : fallback;
}

/** A whole number of years within the limits. */
export function clampPeriod(years: number, limits: PeriodLimits = defaultPeriodLimits): number {
  const whole = Number.isFinite(years) ? Math.round(years) : limits.min;
  return Math.min(limits.max, Math.max(limits.min, whole));
}

/** Adds names not yet in the cart, in the order given, until the cart is full. */
export function addItems(cart: readonly CartItem[], additions: readonly CartItem[]): Addition {
  const next = [...cart];
  let added = 0;
  let already = 0;
  let full = 0;
  for (const item of additions) {
    if (inCart(next, item.name)) already++;
    else if (next.length >= maxCartItems) full++;
    else {
      next.push({ ...item, name: item.name.toLowerCase(), period_years: clampPeriod(item.period_years, itemLimits(item)) });
      added++;
    }
  }
  return { cart: next, added, already, full };
}

export function removeItem(cart: readonly CartItem[], name: string): CartItem[] {
  return cart.filter((item) => !sameName(item.name, name));
}

/** The name's period, within the limits given, else its own TLD's. */
export function setPeriod(cart: readonly CartItem[], name: string, years: number, limits?: PeriodLimits): CartItem[] {
  return cart.map((item) => (sameName(item.name, name) ? { ...item, period_years: clampPeriod(years, limits ?? itemLimits(item)) } : item));
}

/**
 * The names an order was refused for get their state; every other item loses an old mark
 * (what the server listed is what is unavailable now).
 */
export function markUnavailable(cart: readonly CartItem[], refused: readonly { name: string; state: string }[]): CartItem[] {
  return cart.map((item) => {
    const found = refused.find((entry) => sameName(entry.name, item.name) || sameName(entry.name, item.unicode_name));
    if (found) return { ...item, unavailable: found.state };
    if (item.unavailable === undefined) return item;
    const { unavailable: _gone, ...rest } = item;
    return rest;
  });
}

export function withoutUnavailable(cart: readonly CartItem[]): CartItem[] {
  return cart.filter((item) => item.unavailable === undefined);
}

/**
 * What one name costs for its period: the registration price for each year (what the order
 * charges); null when the check answered no price.
 */
export function itemAmount(item: Pick<CartItem, 'period_years' | 'prices'>): number | null {
  if (!item.prices) return null;
  return item.prices.create * Math.max(1, item.period_years);
}

/** The cart's cost per currency (alphabetical), leaving out names no longer available and names without a price. */
export function totalsByCurrency(cart: readonly CartItem[]): CartTotal[] {
  const totals = new Map<string, { amount: number; count: number }>();
  for (const item of cart) {
    const amount = item.unavailable === undefined ? itemAmount(item) : null;
    if (amount === null || !item.prices) continue;
    const total = totals.get(item.prices.currency) ?? { amount: 0, count: 0 };
    totals.set(item.prices.currency, { amount: total.amount + amount, count: total.count + 1 });
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, total]) => ({ currency, ...total }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isYears = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100;

function pricesOf(value: unknown): CartPrices | null {
  if (!isRecord(value) || typeof value.currency !== 'string' || !/^[A-Z]{3}$/.test(value.currency) || !isAmount(value.create) || !isAmount(value.renew)) return null;
  return { currency: value.currency, create: value.create, renew: value.renew, ...(isAmount(value.transfer) ? { transfer: value.transfer } : {}) };
}

/** One stored item, or null when what was stored is not one (another version of the portal, a hand edit). */
export function cartItemOf(value: unknown): CartItem | null {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '' || typeof value.tld !== 'string') return null;
  return {
    name: value.name.toLowerCase(),
    unicode_name: typeof value.unicode_name === 'string' && value.unicode_name !== '' ? value.unicode_name : value.name,
    tld: value.tld,
    period_years: clampPeriod(typeof value.period_years === 'number' ? value.period_years : 1),
    prices: pricesOf(value.prices),
    ...(value.premium === true ? { premium: true } : {}),
    ...(isYears(value.min_period_years) && isYears(value.max_period_years) && value.max_period_years >= value.min_period_years
      ? { min_period_years: value.min_period_years, max_period_years: value.max_period_years }
      : {}),
    ...(typeof value.privacy_supported === 'boolean' ? { privacy_supported: value.privacy_supported } : {}),
    ...(typeof value.unavailable === 'string' ? { unavailable: value.unavailable } : {}),
  };
}

/** The cart as stored (JSON text); anything unreadable is an empty cart, unreadable items are dropped. */
export function decodeCart(text: string | null | undefined): CartItem[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  // Through addItems: a name stored twice counts once, and the cart never holds more than it may.
  return addItems([], parsed.map(cartItemOf).filter((item): item is CartItem => item !== null)).cart;
}
