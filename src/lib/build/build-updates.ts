/**
 * Each build writes its id to /builds/latest.json. The page polls it (and checks again when the
 * tab comes back into view); a different id means a new build was deployed.
 */
import { atom } from 'nanostores';

export const latestBuildPath = '/builds/latest.json';
export const buildPollIntervalMs = 5 * 60 * 1000;

export const $newBuildAvailable = atom(false);

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetcher(latestBuildPath, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' ? body.id : undefined;
}

export function watchForNewBuild(currentBuildId: string, intervalMs = buildPollIntervalMs): () => void {
  const check = async () => {
    if ($newBuildAvailable.get()) return;
    try {
      const latest = await fetchLatestBuildId();
      if (latest && latest !== currentBuildId) $newBuildAvailable.set(true);
    } catch {
      // Offline or mid-deploy: the next poll tries again.
    }
  };
  const timer = setInterval(check, intervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
