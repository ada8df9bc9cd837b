/**
 * The watch overview, a watch's report and brand protection (issue 15; shapes in
 * src/lib/schemas/watch-insights.ts). Only counted matches (not wildcard DNS) enter figures;
 * wildcard names are listed in a report's `excluded`.
 */
import type { DatabaseSync } from 'node:sqlite';
import {
  lookalikeTechniques, openCasesLimit, riskBands, riskiestLimit, type AccountName, type BrandProtectionAnswer, type WatchOverviewAnswer, type WatchReportAnswer,
} from '../../../src/lib/schemas/watch-insights.ts';
import { groupCondition, notFound, type GroupScope } from '../resources/group-scope.ts';
import { caseColumns, caseJoin, caseOrder, casesByStatus, openCaseCondition, withActions } from './watch-case-entries.ts';
import { matchColumns, matchJoin, matchOf, matchOrder } from './watch-matches.ts';
import { countedCondition, summariesOf, watchRows } from './watch-summaries.ts';

function accountOf(db: DatabaseSync, scope: GroupScope): AccountName {
  const row = db.prepare('SELECT id, name FROM accounts WHERE id = ?').get(scope.context);
  return { id: scope.context, name: String(row?.name ?? '') };
}

export function watchOverviewOf(db: DatabaseSync, scope: GroupScope, now: number): WatchOverviewAnswer {
  return { generated_at: new Date(now).toISOString(), account: accountOf(db, scope), watches: summariesOf(db, watchRows(db, scope), now) };
}

export function watchReportOf(db: DatabaseSync, scope: GroupScope, id: number, now: number): WatchReportAnswer {
  const watch = watchRows(db, scope, id)[0];
  if (!watch) throw notFound();
  const [summary] = summariesOf(db, [watch], now);
  if (!summary) throw notFound();
  const matches = db.prepare(`SELECT ${matchColumns} FROM watch_domains d ${matchJoin} WHERE d.watch_id = ? AND ${countedCondition} ORDER BY ${matchOrder}`)
    .all(id).map(matchOf);
  const excluded = db.prepare('SELECT d.name FROM watch_domains d WHERE d.watch_id = ? AND NOT (' + countedCondition + ') ORDER BY d.name, d.id')
    .all(id).map((row) => ({ name: String(row.name), reason: 'wildcard_dns' as const }));
  const cases = db.prepare(`SELECT ${caseColumns} FROM watch_cases c ${caseJoin} WHERE c.watch_id = ? ORDER BY ${caseOrder}`).all(id);
  return {
    generated_at: new Date(now).toISOString(),
    account: accountOf(db, scope),
    watch: {
      ...summary,
      owner_name: watch.owner_name === null ? null : String(watch.owner_name),
      template_name: watch.template_name === null ? null : String(watch.template_name),
      notes: watch.notes === null ? null : String(watch.notes),
    },
    techniques: lookalikeTechniques.map((key) => ({ key, count: matches.filter((match) => match.technique === key).length })),
    risk_bands: riskBands.map((key) => ({ key, count: matches.filter((match) => match.risk_band === key).length })),
    matches,
    excluded,
    cases: withActions(db, cases),
    cases_by_status: casesByStatus(db.prepare('SELECT c.status, count(*) AS count FROM watch_cases c WHERE c.watch_id = ? GROUP BY c.status').all(id)),
  };
}

/**
 * The account's own domain named after the brand: its label without hyphens, lower case, is the
 * brand; `.com` first, then the label written as the brand (aurorafoods before aurora-foods), then by name.
 */
function brandDomainOf(db: DatabaseSync, groupId: string, brand: string): { id: number; name: string } | null {
  const label = brand.toLowerCase().replaceAll('-', '');
  if (label === '') return null;
  // The label without hyphens, lower case, is what the index domains_group_label holds (table 0030): written the same, so that it serves.
  const row = db.prepare(`SELECT id, name FROM domains WHERE group_id = ?
      AND lower(replace(substr(name, 1, length(name) - length(tld) - 1), '-', '')) = ?
    ORDER BY CASE tld WHEN 'com' THEN 0 ELSE 1 END, substr(name, 1, length(name) - length(tld) - 1) != ?, name, id LIMIT 1`).get(groupId, label, label);
  return row ? { id: Number(row.id), name: String(row.name) } : null;
}

export function brandProtectionOf(db: DatabaseSync, scope: GroupScope, now: number): BrandProtectionAnswer {
  const watches = watchRows(db, scope);
  const summaries = summariesOf(db, watches, now);
  const group = groupCondition(scope, 'd.group_id');
  const caseGroup = groupCondition(scope, 'c.group_id');
  const where = (condition: { sql: string } | null, rest: string) => `WHERE ${condition ? `${condition.sql} AND ` : ''}${rest}`;
  const riskiest = db.prepare(`SELECT ${matchColumns} FROM watch_domains d ${matchJoin}
      ${where(group, `${countedCondition} AND d.status = 'new'`)} ORDER BY ${matchOrder} LIMIT ${riskiestLimit}`)
    .all(...(group?.params ?? [])).map(matchOf);
  const openCases = db.prepare(`SELECT ${caseColumns} FROM watch_cases c ${caseJoin} ${where(caseGroup, openCaseCondition)} ORDER BY ${caseOrder} LIMIT ${openCasesLimit}`)
    .all(...(caseGroup?.params ?? []));
  const byStatus = db.prepare(`SELECT c.status, count(*) AS count FROM watch_cases c ${caseGroup ? `WHERE ${caseGroup.sql}` : ''} GROUP BY c.status`).all(...(caseGroup?.params ?? []));
  return {
    generated_at: new Date(now).toISOString(),
    account: accountOf(db, scope),
    brands: summaries.map((summary, index) => ({
      watch_id: summary.id,
      watch_name: summary.name,
      brand: summary.brand,
      status: summary.status,
      matches: summary.matches,
      new_this_week: summary.new_this_week,
      open_cases: summary.open_cases,
      brand_domain: brandDomainOf(db, String(watches[index]?.group_id), summary.brand),
    })),
    riskiest,
    cases_by_status: casesByStatus(byStatus),
    open_cases: withActions(db, openCases),
  };
}
