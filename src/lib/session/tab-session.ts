/**
 * Tab session tracking (spec section 4). A session cookie and a per-tab session value, both
 * `portal_session`, hold when the session began; `portal_counter` in localStorage counts open
 * tabs. When the last tab closes, an expiry one hour ahead is stored. On start, a missing cookie
 * (the browser was closed) or a passed expiry ends the old session and begins a new one.
 *
 * Browsers cannot tell a closing tab from a reloading one, so every load counts the tab in and
 * every unload counts it out: a reload nets to zero and the count stays true.
 */
import { formatUtcTimestamp, parseUtcTimestamp } from './token-expiry.ts';

export const sessionKey = 'portal_session';
export const counterKey = 'portal_counter';
export const expiryKey = 'portal_session_expiry';
export const lastTabGraceMs = 60 * 60 * 1000;

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TabSessionEnvironment {
  now: () => number;
  readCookie: (name: string) => string | undefined;
  writeSessionCookie: (name: string, value: string) => void;
  tabStorage: KeyValueStorage;
  sharedStorage: KeyValueStorage;
}

export interface TabSessionStart {
  /** True when the previous session ended (no cookie, or the last tab closed over an hour ago). */
  endedPrevious: boolean;
  startedAt: string;
}

export function startTabSession(environment: TabSessionEnvironment): TabSessionStart {
  const { now, readCookie, writeSessionCookie, tabStorage, sharedStorage } = environment;
  const cookie = readCookie(sessionKey);
  const expiry = sharedStorage.getItem(expiryKey);
  const expired = expiry !== null && !(parseUtcTimestamp(expiry) > now());
  const endedPrevious = !cookie || expired;

  let startedAt = cookie ?? '';
  if (endedPrevious) {
    startedAt = formatUtcTimestamp(new Date(now()));
    writeSessionCookie(sessionKey, startedAt);
    sharedStorage.removeItem(counterKey);
  }
  sharedStorage.removeItem(expiryKey);
  tabStorage.setItem(sessionKey, startedAt);
  sharedStorage.setItem(counterKey, String(openTabs(sharedStorage) + 1));
  return { endedPrevious, startedAt };
}

export function closeTab(environment: Pick<TabSessionEnvironment, 'now' | 'sharedStorage'>): void {
  const { now, sharedStorage } = environment;
  const remaining = openTabs(sharedStorage) - 1;
  if (remaining > 0) {
    sharedStorage.setItem(counterKey, String(remaining));
    return;
  }
  sharedStorage.removeItem(counterKey);
  sharedStorage.setItem(expiryKey, formatUtcTimestamp(new Date(now() + lastTabGraceMs)));
}

function openTabs(storage: KeyValueStorage): number {
  const count = Number(storage.getItem(counterKey));
  return Number.isInteger(count) && count > 0 ? count : 0;
}
