/**
 * The focus pages' calls (through the data provider, src/lib/data): GET
 * intelligence_items/{id}/ssl_focus, traffic_focus and registry_lock_focus, each answering `{ data }`.
 */
import { call } from '../data/index.ts';
import type { RegistryLockFocusAnswer, SslFocusAnswer, TrafficFocusAnswer } from '../schemas/intelligence-focus.ts';

export interface FocusAnswers {
  ssl: SslFocusAnswer;
  traffic: TrafficFocusAnswer;
  registryLock: RegistryLockFocusAnswer;
}
export type FocusPage = keyof FocusAnswers;

const paths: Record<FocusPage, string> = { ssl: 'ssl_focus', traffic: 'traffic_focus', registryLock: 'registry_lock_focus' };

/** The page addresses' last part (`/intelligence/{id}/ssl-focus`), for file names. */
export const focusSlugs: Record<FocusPage, string> = { ssl: 'ssl-focus', traffic: 'traffic-focus', registryLock: 'registry-lock-focus' };

export async function loadFocus<P extends FocusPage>(page: P, itemId: string, signal?: AbortSignal): Promise<FocusAnswers[P]> {
  const path = `intelligence_items/${encodeURIComponent(itemId)}/${paths[page]}`;
  return (await call<{ data: FocusAnswers[P] }>('GET', path, signal ? { signal } : {})).data;
}
