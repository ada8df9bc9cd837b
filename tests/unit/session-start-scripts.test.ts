/**
 * The inline scripts that run before any module (the <head> boot script, then a list page's early
 * list call) apply the tab-session rule of spec section 4 as tab-session.ts does: when the
 * previous session has ended, the stored tokens count as expired and no call carries them.
 */
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScriptSource, endedSessionExpiry } from '~/lib/boot/boot-script';
import { earlyListScriptSource } from '~/lib/lists/early-list-boot';
import { earlyListPlan, earlyListPlanId } from '~/lib/lists/early-list-plan';
import { resourceDeclarations } from '~/lib/resources/index';
import { expiryKey, sessionKey, startTabSession } from '~/lib/session/tab-session';

const now = Date.parse('2026-11-21T10:00:00Z');
const accessToken = 'old-access-token';
const groupId = 'abb3f41a-728d-4f2f-abfe-b77585882c9f';
const domains = resourceDeclarations.find((declaration) => declaration.name === 'domains')!;

interface BrowserStart {
  /** The session cookie's value; undefined when the browser has none. */
  cookie?: string;
  /** `portal_session_expiry` in localStorage. */
  expiry?: string;
}

function memory(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Loads /domains in a fake browser: the boot script, then the early list script; answers what reached the API. */
async function loadListPage({ cookie, expiry }: BrowserStart) {
  const local = memory({
    tokens: JSON.stringify({ accessToken, refreshToken: 'old-refresh-token', expires: '2026-11-21 20:00:00' }),
    user: JSON.stringify({ group_id: groupId, language: 'en' }),
    ...(expiry ? { [expiryKey]: expiry } : {}),
  });
  const apiCalls: { url: string; authorization?: string }[] = [];
  const plan = earlyListPlan(domains, '/domains', 'http://api.test');
  const dataset: Record<string, string> = {};
  const browser: Record<string, unknown> = {
    Date: class extends Date {
      static now = () => now;
    },
    document: {
      documentElement: { dataset, lang: 'en', classList: { toggle: () => undefined }, hasAttribute: (name: string) => name.startsWith('data-') && name.slice(5) in dataset },
      cookie: cookie === undefined ? 'locale=en' : `locale=en; ${sessionKey}=${encodeURIComponent(cookie)}`,
      getElementById: (id: string) => (id === earlyListPlanId ? { textContent: JSON.stringify(plan) } : null),
    },
    location: { pathname: '/domains', search: '', replace: () => undefined },
    URLSearchParams,
    localStorage: local,
    sessionStorage: memory({}),
    navigator: { languages: ['en-GB'], language: 'en-GB' },
    matchMedia: () => ({ matches: false }),
    fetch: (url: string, init?: { headers?: Record<string, string> }) => {
      if (url.startsWith('http://api.test')) {
        apiCalls.push({ url, authorization: init?.headers?.authorization });
        return Promise.resolve({ status: 200, json: () => Promise.resolve({ data: [], meta: { total: 0 } }) });
      }
      return Promise.resolve({ ok: true, status: 200, statusText: 'OK', json: () => Promise.resolve({ apiBase: 'http://api.test' }) });
    },
  };
  browser.window = browser;
  createContext(browser);
  runInContext(bootScriptSource, browser);
  runInContext(earlyListScriptSource, browser);
  await (browser.__portalEarlyList as Promise<unknown> | undefined);
  return { apiCalls, tokens: JSON.parse(local.getItem('tokens') ?? 'null') as { accessToken: string; expires: string } };
}

/** What tab-session.ts decides for the same browser. */
function sessionEnded({ cookie, expiry }: BrowserStart): boolean {
  return startTabSession({
    now: () => now,
    readCookie: (name) => (name === sessionKey ? cookie : undefined),
    writeSessionCookie: () => undefined,
    tabStorage: memory({}),
    sharedStorage: memory(expiry ? { [expiryKey]: expiry } : {}),
  }).endedPrevious;
}

const starts: [string, 'ended' | 'goes on', BrowserStart][] = [
  ['the browser was closed (no session cookie)', 'ended', {}],
  ['no session cookie, the last tab closed minutes ago', 'ended', { expiry: '2026-11-21 10:30:00' }],
  ['the last tab closed over an hour ago', 'ended', { cookie: '2026-11-21 08:00:00', expiry: '2026-11-21 09:59:59' }],
  ['an unreadable stored expiry', 'ended', { cookie: '2026-11-21 08:00:00', expiry: 'soon' }],
  ['a session cookie and no stored expiry', 'goes on', { cookie: '2026-11-21 08:00:00' }],
  ['a session cookie, the last tab closed minutes ago', 'goes on', { cookie: '2026-11-21 08:00:00', expiry: '2026-11-21 10:30:00' }],
];

describe('the inline scripts end the previous tab session before any call, as tab-session.ts decides', () => {
  it.each(starts)('%s: the session %s', async (_name, outcome, start) => {
    expect(sessionEnded(start)).toBe(outcome === 'ended');
    const { apiCalls, tokens } = await loadListPage(start);
    if (outcome === 'ended') {
      expect(tokens).toMatchObject({ accessToken, expires: endedSessionExpiry });
      expect(apiCalls).toEqual([]);
    } else {
      expect(tokens.expires).toBe('2026-11-21 20:00:00');
      expect(apiCalls).toEqual([{ url: expect.stringContaining(`/groups/${groupId}/domains?`), authorization: `Bearer ${accessToken}` }]);
    }
  });
});
