import { describe, expect, it } from 'vitest';
import { closeTab, counterKey, expiryKey, sessionKey, startTabSession, type TabSessionEnvironment } from '~/lib/session/tab-session';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A browser: one cookie jar and localStorage shared by its tabs; each tab has its own sessionStorage. */
function browser(start = Date.parse('2026-11-21T10:00:00Z')) {
  let clock = start;
  const cookies = new Map<string, string>();
  const shared = memory();
  const tab = () => {
    const environment: TabSessionEnvironment = {
      now: () => clock,
      readCookie: (name) => cookies.get(name),
      writeSessionCookie: (name, value) => void cookies.set(name, value),
      tabStorage: memory(),
      sharedStorage: shared,
    };
    return { environment, open: () => startTabSession(environment), close: () => closeTab(environment) };
  };
  return {
    tab,
    shared,
    cookies,
    advance: (ms: number) => (clock += ms),
    quit: () => cookies.clear(),
  };
}

describe('tab session tracking', () => {
  it('begins a session on the first start and stores its timestamp in the cookie and the tab', () => {
    const chrome = browser();
    const first = chrome.tab();
    expect(first.open()).toEqual({ endedPrevious: true, startedAt: '2026-11-21 10:00:00' });
    expect(chrome.cookies.get(sessionKey)).toBe('2026-11-21 10:00:00');
    expect(first.environment.tabStorage.getItem(sessionKey)).toBe('2026-11-21 10:00:00');
    expect(chrome.shared.getItem(counterKey)).toBe('1');
  });

  it('counts tabs in and out, and a reload nets to zero', () => {
    const chrome = browser();
    const a = chrome.tab();
    const b = chrome.tab();
    a.open();
    expect(b.open().endedPrevious).toBe(false);
    expect(chrome.shared.getItem(counterKey)).toBe('2');
    b.close();
    b.open();
    expect(chrome.shared.getItem(counterKey)).toBe('2');
    b.close();
    expect(chrome.shared.getItem(counterKey)).toBe('1');
    expect(chrome.shared.getItem(expiryKey)).toBeNull();
  });

  it('removes the counter and stores an expiry one hour ahead when the last tab closes', () => {
    const chrome = browser();
    const a = chrome.tab();
    a.open();
    a.close();
    expect(chrome.shared.getItem(counterKey)).toBeNull();
    expect(chrome.shared.getItem(expiryKey)).toBe('2026-11-21 11:00:00');
  });

  it('continues the session when a tab opens again within the hour', () => {
    const chrome = browser();
    chrome.tab().open();
    const a = chrome.tab();
    a.open();
    a.close();
    chrome.advance(59 * 60 * 1000);
    const again = chrome.tab().open();
    expect(again.endedPrevious).toBe(false);
    expect(again.startedAt).toBe('2026-11-21 10:00:00');
    expect(chrome.shared.getItem(expiryKey)).toBeNull();
  });

  it('ends the session when the last tab closed more than an hour ago', () => {
    const chrome = browser();
    const a = chrome.tab();
    a.open();
    a.close();
    chrome.advance(60 * 60 * 1000 + 1);
    const next = chrome.tab().open();
    expect(next.endedPrevious).toBe(true);
    expect(next.startedAt).toBe('2026-11-21 11:00:00');
    expect(chrome.shared.getItem(counterKey)).toBe('1');
  });

  it('ends the session when the browser was closed (the session cookie is gone)', () => {
    const chrome = browser();
    chrome.tab().open();
    chrome.quit();
    expect(chrome.tab().open().endedPrevious).toBe(true);
  });
});
