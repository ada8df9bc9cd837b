/** The domain cart (issue "Domain lifecycle", item 2): its contents, totals per currency, and the store kept per user and account. */
import { describe, expect, it } from 'vitest';
import {
  addItems,
  clampPeriod,
  decodeCart,
  itemAmount,
  itemLimits,
  markUnavailable,
  maxCartItems,
  removeItem,
  setPeriod,
  totalsByCurrency,
  withoutUnavailable,
  type CartItem,
} from '~/lib/domains-cart/cart-items';
import { cartStorageKey, createCartStore, type CartStorage } from '~/lib/domains-cart/cart-store';

const item = (name: string, currency = 'GBP', create = 1000, renew = 1200, extra: Partial<CartItem> = {}): CartItem => ({
  name, unicode_name: name, tld: name.slice(name.indexOf('.') + 1), period_years: 1, prices: { currency, create, renew, transfer: 900 }, ...extra,
});

describe('the cart contents', () => {
  it('adds names once, in order, case-insensitively, up to the cart limit', () => {
    const first = addItems([], [item('a.com'), item('B.com'), item('a.com')]);
    expect(first.cart.map((each) => each.name)).toEqual(['a.com', 'b.com']);
    expect(first).toMatchObject({ added: 2, already: 1, full: 0 });
    const again = addItems(first.cart, [item('A.COM')]);
    expect(again).toMatchObject({ added: 0, already: 1 });
    const many = Array.from({ length: maxCartItems + 3 }, (_, index) => item(`n${index}.com`));
    const filled = addItems([], many);
    expect(filled.cart).toHaveLength(maxCartItems);
    expect(filled.full).toBe(3);
  });

  it('keeps each period within its TLD limits, else one to ten years', () => {
    expect(clampPeriod(0)).toBe(1);
    expect(clampPeriod(11)).toBe(10);
    expect(clampPeriod(2.6)).toBe(3);
    expect(clampPeriod(Number.NaN)).toBe(1);
    const jp = item('例え.jp', 'JPY', 3000, 3000, { min_period_years: 1, max_period_years: 1 });
    expect(itemLimits(jp)).toEqual({ min: 1, max: 1 });
    expect(itemLimits(item('a.com'))).toEqual({ min: 1, max: 10 });
    const cart = addItems([], [jp, item('a.com')]).cart;
    expect(setPeriod(cart, '例え.jp', 5)[0]!.period_years).toBe(1);
    expect(setPeriod(cart, 'a.com', 5)[1]!.period_years).toBe(5);
    expect(setPeriod(cart, 'a.com', 7, { min: 2, max: 5 })[1]!.period_years).toBe(5);
    expect(removeItem(cart, 'A.com').map((each) => each.name)).toEqual(['例え.jp']);
  });

  it('prices a period at the registration price for each year, as the order charges it', () => {
    expect(itemAmount({ period_years: 1, prices: { currency: 'EUR', create: 1000, renew: 1500 } })).toBe(1000);
    expect(itemAmount({ period_years: 3, prices: { currency: 'EUR', create: 1000, renew: 1500 } })).toBe(3000);
    expect(itemAmount({ period_years: 2, prices: null })).toBeNull();
  });

  it('totals per currency, leaving out names no longer available and names without a price', () => {
    const cart: CartItem[] = [
      { ...item('a.com', 'GBP', 1000, 1200), period_years: 2 },
      item('b.co.uk', 'GBP', 500, 500),
      item('c.de', 'EUR', 800, 900),
      { ...item('d.com'), unavailable: 'registered' },
      { ...item('e.com'), prices: null },
    ];
    expect(totalsByCurrency(cart)).toEqual([
      { currency: 'EUR', amount: 800, count: 1 },
      { currency: 'GBP', amount: 2500, count: 2 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });

  it('marks the names an order was refused for, and only those', () => {
    const cart = addItems([], [item('a.com'), item('b.com'), { ...item('xn--bcher-kva.de'), unicode_name: 'bücher.de' }]).cart;
    const marked = markUnavailable(cart, [{ name: 'b.com', state: 'registered' }, { name: 'bücher.de', state: 'blocked' }]);
    expect(marked.map((each) => each.unavailable)).toEqual([undefined, 'registered', 'blocked']);
    const again = markUnavailable(marked, [{ name: 'a.com', state: 'reserved' }]);
    expect(again.map((each) => each.unavailable)).toEqual(['reserved', undefined, undefined]);
    expect(withoutUnavailable(again).map((each) => each.name)).toEqual(['b.com', 'xn--bcher-kva.de']);
  });

  it('reads what was stored, dropping what is not a cart item', () => {
    expect(decodeCart(null)).toEqual([]);
    expect(decodeCart('not json')).toEqual([]);
    expect(decodeCart('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([
      item('a.com'),
      { name: 'b.com', tld: 'com', period_years: 40, prices: { currency: 'gbp', create: 1, renew: 1 } },
      { tld: 'com' },
      item('a.com'),
      { ...item('c.jp'), min_period_years: 1, max_period_years: 1, period_years: 3, privacy_supported: false, premium: true },
    ]);
    const cart = decodeCart(stored);
    expect(cart.map((each) => each.name)).toEqual(['a.com', 'b.com', 'c.jp']);
    expect(cart[1]).toMatchObject({ period_years: 10, prices: null, unicode_name: 'b.com' });
    expect(cart[2]).toMatchObject({ period_years: 1, privacy_supported: false, premium: true });
  });
});

function memoryStorage(): CartStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('the cart store', () => {
  it('keeps one cart per user and account, in storage', () => {
    const storage = memoryStorage();
    let key: string | undefined = cartStorageKey('7', 'account-a');
    const store = createCartStore({ storage: () => storage, key: () => key });
    const seen: (readonly CartItem[])[] = [];
    const stop = store.$cart.subscribe((cart) => seen.push(cart));

    expect(store.add([item('a.com'), item('b.com')])).toMatchObject({ added: 2 });
    store.setPeriod('a.com', 3);
    expect(JSON.parse(storage.entries.get('domains-cart:7:account-a')!)).toMatchObject([{ name: 'a.com', period_years: 3 }, { name: 'b.com' }]);

    // Another account: its own, empty cart; the first stays stored.
    key = cartStorageKey('7', 'account-b');
    store.add([item('c.com')]);
    expect(store.$cart.get().map((each) => each.name)).toEqual(['c.com']);
    expect(storage.entries.has('domains-cart:7:account-a')).toBe(true);

    key = cartStorageKey('7', 'account-a');
    store.reload();
    expect(store.$cart.get().map((each) => each.name)).toEqual(['a.com', 'b.com']);
    store.markUnavailable([{ name: 'b.com', state: 'registered' }]);
    store.removeUnavailable();
    expect(store.$cart.get().map((each) => each.name)).toEqual(['a.com']);
    store.clear();
    expect(storage.entries.has('domains-cart:7:account-a')).toBe(false);
    expect(seen.length).toBeGreaterThan(3);
    stop();
  });

  it('follows another tab and survives storage that refuses', () => {
    const storage = memoryStorage();
    const key = cartStorageKey('1', 'acc');
    let notify: ((key: string | null) => void) | undefined;
    const store = createCartStore({ storage: () => storage, key: () => key, watch: (changed) => ((notify = changed), () => (notify = undefined)) });
    const stop = store.$cart.listen(() => undefined);
    storage.setItem(key, JSON.stringify([item('other-tab.com')]));
    notify?.(key);
    expect(store.$cart.get().map((each) => each.name)).toEqual(['other-tab.com']);
    stop();

    const broken = createCartStore({
      storage: () => ({ getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined }),
      key: () => key,
    });
    broken.add([item('a.com')]);
    expect(broken.$cart.get().map((each) => each.name)).toEqual(['a.com']);
  });

  it('holds nothing for no one signed in', () => {
    const storage = memoryStorage();
    const store = createCartStore({ storage: () => storage, key: () => undefined });
    store.add([item('a.com')]);
    expect(storage.entries.size).toBe(0);
  });
});
