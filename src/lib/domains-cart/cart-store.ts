/**
 * The domain cart as the screens see it (issue "Domain lifecycle", item 2): a nanostore kept in
 * localStorage per signed-in user and account context (`domains-cart:{user}:{context}`), so it
 * survives reloads and sessions, staff working in a customer's account fill that account's cart,
 * and another tab's change shows here too.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { currentContext } from '../data/current-context.ts';
import { $user } from '../session/user-store.ts';
import {
  addItems,
  decodeCart,
  markUnavailable,
  removeItem,
  setPeriod,
  withoutUnavailable,
  type Addition,
  type CartItem,
  type PeriodLimits,
} from './cart-items.ts';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CartStoreOptions {
  /** Where the cart is kept; undefined where there is none (the server's render). */
  storage(): CartStorage | undefined;
  /** The key of the cart in use; undefined when no one is signed in or there is no account. */
  key(): string | undefined;
  /** Tells the store when another tab changed a key; answers the unsubscribe. */
  watch?(changed: (key: string | null) => void): () => void;
}

export interface CartStore {
  readonly $cart: ReadableAtom<readonly CartItem[]>;
  /** Reads the cart again (the account or user changed, or another tab wrote it). */
  reload(): void;
  add(items: readonly CartItem[]): Addition;
  remove(name: string): void;
  setPeriod(name: string, years: number, limits?: PeriodLimits): void;
  markUnavailable(refused: readonly { name: string; state: string }[]): void;
  removeUnavailable(): void;
  clear(): void;
}

export function cartStorageKey(userId: string, context: string): string {
  return `domains-cart:${userId}:${context}`;
}

export function createCartStore(options: CartStoreOptions): CartStore {
  const $cart = atom<readonly CartItem[]>([]);
  /** The key the shown cart was read from. */
  let shownKey: string | undefined;

  const read = () => {
    shownKey = options.key();
    let text: string | null = null;
    try {
      text = shownKey === undefined ? null : options.storage()?.getItem(shownKey) ?? null;
    } catch {
      // Storage refused (private mode, a policy): the cart lives for this page only.
    }
    $cart.set(decodeCart(text));
  };

  const write = (next: readonly CartItem[]) => {
    // The user or account may have changed since the cart was read: write where it belongs now.
    const key = options.key();
    if (key !== shownKey) read();
    $cart.set(next);
    if (key === undefined) return;
    try {
      const storage = options.storage();
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Full or refused storage: the cart still holds for this page.
    }
  };

  onMount($cart, () => {
    read();
    return options.watch?.((key) => {
      if (key === null || key === shownKey) read();
    });
  });

  const current = () => {
    if (options.key() !== shownKey) read();
    return $cart.get();
  };

  return {
    $cart,
    reload: read,
    add(items) {
      const addition = addItems(current(), items);
      if (addition.added > 0) write(addition.cart);
      return addition;
    },
    remove: (name) => write(removeItem(current(), name)),
    setPeriod: (name, years, limits) => write(setPeriod(current(), name, years, limits)),
    markUnavailable: (refused) => write(markUnavailable(current(), refused)),
    removeUnavailable: () => write(withoutUnavailable(current())),
    clear: () => write([]),
  };
}

function browserStorage(): CartStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The page's cart: the signed-in user's, in the account the page acts in. */
export const domainsCart = createCartStore({
  storage: browserStorage,
  key() {
    const user = $user.get();
    const context = currentContext();
    return user && context ? cartStorageKey(user.id, context) : undefined;
  },
  watch(changed) {
    if (typeof addEventListener !== 'function') return () => undefined;
    const listener = (event: StorageEvent) => changed(event.key);
    addEventListener('storage', listener);
    return () => removeEventListener('storage', listener);
  },
});

export const $domainsCart = domainsCart.$cart;
