/**
 * The last plans the API computed, by what they were computed from (DESIGN.md section 12). A plan
 * is a function of the live zone and the user's draft: every publish moves the zone's serial and
 * every write to a draft moves its version (a discarded draft brought back comes back a version on), and
 * live records change only by publishing. So a plan keyed by zone, serial, draft and version is
 * the plan, and the pages after the first of a 20 000-record plan are read here instead of being
 * computed again. An import keeps the plan it made with the file (zone-import-plan.ts), so that even
 * the first page asked after it is read here. Publishing never reads from here: it computes the
 * plan in its own transaction.
 */
import type { DraftRow } from './zone-drafts.ts';
import type { ZoneRow } from './zone-rows.ts';

export interface PlanCache<Plan> {
  /** The plan of `zone` and `draft` as cached, else computed by `compute` and kept. */
  planOf(zone: ZoneRow, draft: DraftRow | undefined, compute: () => Plan): Plan;
  /** Keeps a plan made elsewhere from the very zone and draft (an import's, made with its file). */
  keep(zone: ZoneRow, draft: DraftRow, plan: Plan): void;
}

/** Keeps the `capacity` plans read last (a large plan holds its zone's records twice). */
export function createPlanCache<Plan>(capacity = 8): PlanCache<Plan> {
  const plans = new Map<string, Plan>();
  const keyOf = (zone: ZoneRow, draft: DraftRow | undefined) => `${zone.id}/${zone.serial}/${draft ? `${draft.id}.${draft.version}` : '-'}`;
  const kept = (key: string, plan: Plan): void => {
    plans.delete(key);
    plans.set(key, plan);
    for (const oldest of plans.keys()) {
      if (plans.size <= capacity) break;
      plans.delete(oldest);
    }
  };
  return {
    planOf(zone, draft, compute) {
      const key = keyOf(zone, draft);
      const plan = plans.get(key) ?? compute();
      kept(key, plan);
      return plan;
    },
    keep(zone, draft, plan) {
      kept(keyOf(zone, draft), plan);
    },
  };
}
