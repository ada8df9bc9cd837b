import { describe, expect, it, vi } from 'vitest';
import { chunkReloadGuardMs, isChunkLoadError, reloadOnceForChunkError, shouldReloadAfterChunkError } from '~/lib/build/chunk-reload-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('chunk reload guard: at most one reload per 10 seconds for the same path', () => {
  it('is 10 seconds', () => {
    expect(chunkReloadGuardMs).toBe(10_000);
  });

  it.each([
    [undefined, 0, true],
    [0, 9_999, false],
    [0, 10_000, true],
    [5_000, 14_999, false],
    [5_000, 15_001, true],
    [Number.NaN, 1, true],
  ])('last reload at %s, now %s → reload %s', (last, now, expected) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected);
  });

  it('reloads once, refuses within the window, and allows again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError('/domains', storage, reload, 1_000)).toBe(true);
    expect(reloadOnceForChunkError('/domains', storage, reload, 6_000)).toBe(false);
    expect(reloadOnceForChunkError('/domains', storage, reload, 10_999)).toBe(false);
    expect(reloadOnceForChunkError('/domains', storage, reload, 11_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError('/domains', storage, reload, 1_000);
    expect(reloadOnceForChunkError('/ssls', storage, reload, 2_000)).toBe(true);
  });

  it('recognises the browsers\' chunk failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
