/**
 * The runner's budget (DESIGN.md section 13, bulk jobs): at most `perSecond` items per account in
 * any sliding second of the API's clock (JOB_ITEMS_PER_SECOND), so one account's large job never
 * floods the registry nor starves the others. In memory: the reference API is one process.
 */
import type { Clock } from '../clock.ts';

export interface JobBudget {
  /** Items the account may still run in the current second. */
  left(key: string): number;
  spend(key: string, items: number): void;
}

export function createJobBudget(perSecond: number, clock: Clock): JobBudget {
  const spent = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const cutoff = clock() - 1000;
    const kept = (spent.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) spent.delete(key);
    else spent.set(key, kept);
    return kept;
  };
  return {
    left: (key) => Math.max(0, perSecond - recent(key).length),
    spend(key, items) {
      const kept = recent(key);
      const at = clock();
      for (let index = 0; index < items; index++) kept.push(at);
      spent.set(key, kept);
    },
  };
}
