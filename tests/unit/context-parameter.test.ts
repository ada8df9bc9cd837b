import { describe, expect, it } from 'vitest';
import { contextChanged, withContext } from '~/lib/session/context-parameter';

const origin = 'https://portal.example';
const context = '6f1d2c9e-4b7a-4d2e-9a51-0c3e8b7f2a10';

describe('the context parameter travels with internal navigation', () => {
  it('is added to internal links, keeping their query and hash', () => {
    expect(withContext('/domains', context, origin)).toBe(`/domains?context=${context}`);
    expect(withContext('/domains?page=2#top', context, origin)).toBe(`/domains?page=2&context=${context}#top`);
    expect(withContext('ssls', context, origin)).toBe(`/ssls?context=${context}`);
  });

  it('is not added to logout, to other sites, twice, or when there is none', () => {
    expect(withContext('/logout', context, origin)).toBeUndefined();
    expect(withContext('https://elsewhere.example/domains', context, origin)).toBeUndefined();
    expect(withContext(`/tlds?context=other`, context, origin)).toBeUndefined();
    expect(withContext('/tlds', null, origin)).toBeUndefined();
    expect(withContext('mailto:support@portal.example', context, origin)).toBeUndefined();
  });

  it('notices when the context changes between pages of a tab', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
    expect(contextChanged(null, storage)).toBe(false);
    expect(contextChanged(null, storage)).toBe(false);
    expect(contextChanged(context, storage)).toBe(true);
    expect(contextChanged(context, storage)).toBe(false);
    expect(contextChanged(null, storage)).toBe(true);
  });
});
