/**
 * Each watch of a scope with its terms, counted matches, new this week, open cases, high-risk
 * matches and the 12-week trend (WatchSummary; issue 15, watch overview). Counted = not under a
 * wildcard DNS record (`wildcard_dns = 0`); new this week = first seen in the last 7 days;
 * high risk = the high band (risk-score.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { riskBandFloors, type WatchSummary } from '../../../src/lib/schemas/watch-insights.ts';
import { groupCondition, type GroupScope } from '../resources/group-scope.ts';
import { openCaseCondition } from './watch-case-entries.ts';
import { lastWeeks, trendStart, weekOf } from './watch-weeks.ts';

type Row = Record<string, unknown>;

export const countedCondition = 'd.wildcard_dns = 0';
const dayMs = 86_400_000;

/** Active watches first, then by name (then id). */
export const watchOrder = "CASE w.status WHEN 'active' THEN 0 ELSE 1 END, w.name, w.id";

/** The watches of the scope (or the one `id`), rows of `watches w` with owner and template names. */
export function watchRows(db: DatabaseSync, scope: GroupScope, id?: number): Row[] {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  const group = groupCondition(scope, 'w.group_id');
  if (group) {
    conditions.push(group.sql);
    params.push(...group.params);
  }
  if (id !== undefined) {
    conditions.push('w.id = ?');
    params.push(id);
  }
  return db.prepare(`SELECT w.id, w.group_id, w.name, w.brand, w.status, w.frequency, w.last_run_at, w.notes,
      owner.name AS owner_name, template.name AS template_name
    FROM watches w LEFT JOIN users owner ON owner.id = w.owner_user_id LEFT JOIN watch_templates template ON template.id = w.template_id
    ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY ${watchOrder}`).all(...params);
}

export function summariesOf(db: DatabaseSync, watches: readonly Row[], now: number): WatchSummary[] {
  if (watches.length === 0) return [];
  const ids = JSON.stringify(watches.map((watch) => Number(watch.id)));
  const weekAgo = new Date(now - 7 * dayMs).toISOString();
  const inWatches = '(SELECT value FROM json_each(?))';
  const terms = db.prepare(`SELECT watch_id, term, match_type FROM watch_terms WHERE watch_id IN ${inWatches} ORDER BY watch_id, id`).all(ids);
  const figures = new Map(db.prepare(`SELECT d.watch_id, count(*) AS matches,
      sum(CASE WHEN d.first_seen_at >= ? THEN 1 ELSE 0 END) AS new_this_week,
      sum(CASE WHEN d.risk_score >= ? THEN 1 ELSE 0 END) AS high_risk
    FROM watch_domains d WHERE d.watch_id IN ${inWatches} AND ${countedCondition} GROUP BY d.watch_id`)
    .all(weekAgo, riskBandFloors.high, ids).map((row) => [Number(row.watch_id), row]));
  const openCases = new Map(db.prepare(`SELECT c.watch_id, count(*) AS total FROM watch_cases c WHERE c.watch_id IN ${inWatches} AND ${openCaseCondition} GROUP BY c.watch_id`)
    .all(ids).map((row) => [Number(row.watch_id), Number(row.total)]));
  const weeks = lastWeeks(now);
  const trend = new Map<number, Map<string, number>>();
  const seen = db.prepare(`SELECT d.watch_id, d.first_seen_at FROM watch_domains d WHERE d.watch_id IN ${inWatches} AND ${countedCondition} AND d.first_seen_at >= ? AND d.first_seen_at <= ?`)
    .all(ids, trendStart(now), new Date(now).toISOString());
  for (const row of seen) {
    const perWeek = trend.get(Number(row.watch_id)) ?? new Map<string, number>();
    const week = weekOf(String(row.first_seen_at));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    trend.set(Number(row.watch_id), perWeek);
  }
  return watches.map((watch) => {
    const id = Number(watch.id);
    const counted = figures.get(id);
    return {
      id,
      name: String(watch.name),
      brand: String(watch.brand),
      status: String(watch.status),
      frequency: String(watch.frequency),
      last_run_at: watch.last_run_at === null ? null : String(watch.last_run_at),
      terms: terms.filter((term) => Number(term.watch_id) === id).map((term) => ({ term: String(term.term), match_type: String(term.match_type) })),
      matches: Number(counted?.matches ?? 0),
      new_this_week: Number(counted?.new_this_week ?? 0),
      open_cases: openCases.get(id) ?? 0,
      high_risk: Number(counted?.high_risk ?? 0),
      trend: weeks.map((week) => ({ week, matches: trend.get(id)?.get(week) ?? 0 })),
    };
  });
}
