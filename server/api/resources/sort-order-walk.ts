/**
 * Whether a list page is read by walking the sort order (DESIGN.md section 10). SQLite's planner
 * knows how many rows an index holds per value on average, not how many rows a filter keeps, so
 * given a filter on an indexed column (a status, a trigram-indexed name) it reads every match
 * through that index and sorts them all for one page, even when matches are so common that
 * walking the sort order fills the page within a few hundred rows (staff over 100 000 domains,
 * `name contains food and status equals active,expired and expires_at less_than …`: 23 ms
 * against 2 ms). A list counts its matches before it reads a page, so it knows better: when the
 * planner's page would sort, the list hides the filter from it so that it walks an index in the
 * sort order instead — if one gives that order (without one, walking means reading and sorting
 * every row in scope) and the walk reads well under the matches: (offset + limit) × rows in
 * scope / matches, the rows expected before the page is full, at most a quarter of the matches.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Condition } from './select-sql.ts';

export function isDenseEnoughToWalk(matches: number, scopeRows: number, offset: number, limit: number): boolean {
  return 4 * (offset + limit) * scopeRows <= matches * matches;
}

/** Without the scope's size: a page this far in, or matches this few, never walk. */
export function mayWalk(matches: number, offset: number, limit: number): boolean {
  return isDenseEnoughToWalk(matches, matches, offset, limit);
}

/** The condition kept from choosing an index: a unary `+` is SQLite's documented way to say so. */
export function unindexed(condition: Condition): Condition {
  return { sql: `+(${condition.sql})`, params: condition.params };
}

/** Whether SQLite reads the rows of a page-ids query in its order, with no sort (remembered per SQL text). */
export type SortOrderIndexCheck = (pageIdsSql: string) => boolean;

export function createSortOrderIndexCheck(db: DatabaseSync, maxEntries = 800): SortOrderIndexCheck {
  const known = new Map<string, boolean>();
  return (pageIdsSql) => {
    const cached = known.get(pageIdsSql);
    if (cached !== undefined) return cached;
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${pageIdsSql}`).all();
    const ordered = !plan.some((step) => /TEMP B-TREE FOR .*ORDER BY/.test(String(step.detail)));
    if (known.size >= maxEntries) known.clear();
    known.set(pageIdsSql, ordered);
    return ordered;
  };
}
