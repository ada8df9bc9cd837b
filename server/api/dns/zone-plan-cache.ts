/**
 * The last plans the API computed, by what they were computed from (DESIGN.md section 12). A plan
 * is a function of the live zone and the user's draft: every publish moves the zone's serial and
 * every write to a draft moves its version (a discarded draft brought back is a new draft), and
 * live records change only by publishing. So a plan keyed by zone, serial, draft and version is
 * the plan, and the pages after the first of a 20 000-record plan are read here instead of being
 * computed again. Publishing never reads from here: it computes the plan in its own transaction.
 */
import type { DraftRow } from './zone-drafts.ts';
import type { ZonePlan } from './zone-plan.ts';
import type { ZoneRow } from './zone-rows.ts';

export interface PlanCache {
  /** The plan of `zone` and `draft` as cached, else computed by `compute` and kept. */
  planOf(zone: ZoneRow, draft: DraftRow | undefined, compute: () => ZonePlan): ZonePlan;
}

/** Keeps the `capacity` plans read last (a large plan holds its zone's records twice). */
export function createPlanCache(capacity = 8): PlanCache {
  const plans = new Map<string, ZonePlan>();
  return {
    planOf(zone, draft, compute) {
      const key = `${zone.id}/${zone.serial}/${draft ? `${draft.id}.${draft.version}` : '-'}`;
      const cached = plans.get(key);
      if (cached) {
        plans.delete(key);
        plans.set(key, cached);
        return cached;
      }
      const plan = compute();
      plans.set(key, plan);
      for (const oldest of plans.keys()) {
        if (plans.size <= capacity) break;
        plans.delete(oldest);
      }
      return plan;
    },
  };
}
