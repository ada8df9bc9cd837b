/** A watch's cases with their timelines (WatchCaseEntry; issue 15, the action report). */
import type { DatabaseSync } from 'node:sqlite';
import { watchCaseStatuses, type CountBy, type WatchCaseAction, type WatchCaseEntry } from '../../../src/lib/schemas/watch-insights.ts';

type Row = Record<string, unknown>;
type CaseStatus = (typeof watchCaseStatuses)[number];

/** Columns of `watch_cases c` (with `assignee` joined) a case entry is made of. */
export const caseColumns = 'c.id, c.watch_id, c.reference, c.title, c.domain_name, c.status, c.severity, c.action, assignee.name AS assignee_name, c.opened_at, c.closed_at';
export const caseJoin = 'LEFT JOIN users assignee ON assignee.id = c.assignee_user_id';
/** Newest first. */
export const caseOrder = 'c.opened_at DESC, c.id DESC';
/** Not closed: open, investigating or action taken (the home page's open cases too). */
export const openCaseCondition = "c.status != 'closed'";

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function evidenceOf(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Adds each case's actions, oldest first, read in one query. */
export function withActions(db: DatabaseSync, rows: readonly Row[]): WatchCaseEntry[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const actions = new Map<number, WatchCaseAction[]>();
  const found = db.prepare(`SELECT a.id, a.case_id, a.action, a.note, a.evidence, a.at, actor.name AS actor_name
    FROM watch_case_actions a LEFT JOIN users actor ON actor.id = a.actor_user_id
    WHERE a.case_id IN (SELECT value FROM json_each(?)) ORDER BY a.case_id, a.at, a.id`).all(JSON.stringify(ids));
  for (const row of found) {
    const list = actions.get(Number(row.case_id)) ?? [];
    list.push({ id: Number(row.id), action: String(row.action), note: text(row.note), at: String(row.at), actor_name: text(row.actor_name), evidence: evidenceOf(row.evidence) });
    actions.set(Number(row.case_id), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    watch_id: Number(row.watch_id),
    reference: String(row.reference),
    title: String(row.title),
    domain_name: text(row.domain_name),
    status: String(row.status) as CaseStatus,
    severity: String(row.severity) as WatchCaseEntry['severity'],
    action: String(row.action) as WatchCaseEntry['action'],
    assignee_name: text(row.assignee_name),
    opened_at: String(row.opened_at),
    closed_at: text(row.closed_at),
    actions: actions.get(Number(row.id)) ?? [],
  }));
}

/** Every case status with its count (zeros included), in the declared order. */
export function casesByStatus(rows: readonly Row[]): CountBy<CaseStatus>[] {
  const counts = new Map(rows.map((row) => [String(row.status), Number(row.count)]));
  return watchCaseStatuses.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}
