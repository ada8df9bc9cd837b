/**
 * A case's timeline (issue 15, brand protection): every write of a case adds what it changed,
 * whether it came from opening a case on a match or from the generic case routes:
 * `opened` when the case is created, `status_changed` ("open → investigating") when its state
 * moves, and the case action itself (`udrp`, `takedown` …) when one is chosen.
 */
import type { DatabaseSync } from 'node:sqlite';

type CaseRecord = Readonly<Record<string, unknown>>;

export interface CaseTimelineStep {
  action: string;
  note: string | null;
}

/** Actions that are no step taken: watching, or nothing. */
const passiveActions = new Set(['monitor', 'none']);

/** The steps a write of the case adds: `before` is absent when the write created it. */
export function caseTimelineSteps(after: CaseRecord, before?: CaseRecord): CaseTimelineStep[] {
  if (!before) return [{ action: 'opened', note: null }];
  const steps: CaseTimelineStep[] = [];
  if (before.status !== after.status) steps.push({ action: 'status_changed', note: `${String(before.status)} → ${String(after.status)}` });
  if (before.action !== after.action && typeof after.action === 'string' && !passiveActions.has(after.action)) steps.push({ action: after.action, note: null });
  return steps;
}

export interface CaseTimelineWrite {
  groupId: string;
  caseId: number;
  actorUserId: number | null;
  at: string;
}

export function addCaseTimelineSteps(db: DatabaseSync, steps: readonly CaseTimelineStep[], write: CaseTimelineWrite): void {
  const insert = db.prepare(`INSERT INTO watch_case_actions (group_id, case_id, action, note, actor_user_id, at, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const step of steps) insert.run(write.groupId, write.caseId, step.action, step.note, write.actorUserId, write.at, write.at, write.at);
}
