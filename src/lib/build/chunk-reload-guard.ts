/**
 * After a deploy, old pages may ask for chunks that no longer exist. Reloading fetches the new
 * page, but a chunk that keeps failing must not loop: at most one reload per path per 10 s.
 */
export const chunkReloadGuardMs = 10_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || Number.isNaN(lastReloadAt) || now - lastReloadAt >= chunkReloadGuardMs;
}

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason ?? '');
  return chunkErrorPatterns.some((pattern) => pattern.test(text));
}

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reloads when allowed and records when; returns whether it reloaded. */
export function reloadOnceForChunkError(
  path: string,
  storage: ReloadGuardStorage,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const key = `chunk-reload:${path}`;
  const last = storage.getItem(key);
  if (!shouldReloadAfterChunkError(last === null ? undefined : Number(last), now)) return false;
  storage.setItem(key, String(now));
  reload();
  return true;
}
