/**
 * `portfolio-activity` (resource audit-log), options `from`, `to`, `interval` (activity-period.ts):
 * the audit log's entries over time, by kind and by user. A kind is the entry's `area`: the
 * permission area of what changed (domains, dns, ssls, contacts, accounts, users, products,
 * tlds, blocks, orders, approvals, invoicing, watch, intelligence, reports, tray). As
 * GET …/audit_log reads them, only entries of the areas the caller may view count (none: 403 for
 * view-<area>), and entries of a per-user resource (the tray's items) only when they are the
 * caller's own. A user is the entry's username; '' is the portal itself (username `system` or
 * none); approvers read as `approver:<e-mail>`. Key figures: events_total, active_users
 * (distinct signed-in users with an entry).
 */
import { permissionAreas, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ReportRow } from '../../../src/lib/schemas/report.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { Condition } from '../resources/select-sql.ts';
import { nextPeriod, periodStartSql, readActivityPeriod, type ActivityPeriod } from './activity-period.ts';
import { betweenTerm, equalsTerm, pqlOf } from './report-pql.ts';
import { rowsByCount } from './report-rows.ts';
import { narrowed, type ReportFilter } from './report-scope.ts';
import { countsBy, keyText } from './report-sql.ts';
import type { ReportDefinition, ReportRequest } from './report-types.ts';
import { shiftDay } from './report-dates.ts';

const resource = 'audit-log';

function viewableAreas(scope: GroupScope): string[] {
  return permissionAreas.filter((area) => scope.auth.can(viewAbility(area)));
}

function inPeriod(filter: ReportFilter, period: Pick<ActivityPeriod, 'from' | 'to'>): ReportFilter {
  return narrowed(filter, { sql: 't.created_at >= ? AND t.created_at < ?', params: [period.from, shiftDay(period.to, 1)] });
}

const userKeySql = "CASE WHEN t.username IS NULL OR t.username = 'system' THEN '' ELSE t.username END";

function activity({ statements, filter, query, now }: ReportRequest) {
  const period = readActivityPeriod(query, now);
  const rows = inPeriod(filter, period);
  const byPeriod = new Map<string, Map<string, number>>(period.starts.map((start) => [start, new Map()]));
  const byKind = new Map<string, number>();
  let total = 0;
  const sql = `SELECT ${periodStartSql('t.created_at', period.interval)} AS period, t.area AS kind, count(*) AS n FROM ${rows.from} WHERE ${rows.where} GROUP BY 1, 2`;
  for (const row of statements.get(sql).all(...rows.params)) {
    const kind = keyText(row.kind);
    const n = Number(row.n);
    total += n;
    byKind.set(kind, (byKind.get(kind) ?? 0) + n);
    const counts = byPeriod.get(keyText(row.period));
    if (counts) counts.set(kind, (counts.get(kind) ?? 0) + n);
  }
  return { period, rows, byPeriod, byKind, total };
}

export const portfolioActivityReport: ReportDefinition = {
  name: 'portfolio-activity',
  missingPermission: (_resource, scope) => (viewableAreas(scope).length === 0 ? 'view-<area>' : null),
  conditions(scope: GroupScope, registry: ResourceRegistry): Condition[] {
    const areas = viewableAreas(scope);
    const perUserTypes = [...new Set(registry.all.filter((bound) => bound.binding.perUser).map((bound) => bound.binding.auditType))];
    return [
      { sql: `t.area IN (${areas.map(() => '?').join(', ')})`, params: areas },
      ...(perUserTypes.length === 0 ? [] : [{
        sql: `(t.resource_type NOT IN (${perUserTypes.map(() => '?').join(', ')}) OR t.user_id = ?)`,
        params: [...perUserTypes, scope.auth.user.id],
      }]),
    ];
  },
  run(request) {
    const { statements } = request;
    const { period, rows, byPeriod, byKind, total } = activity(request);
    const kindRows = rowsByCount(byKind, (kind) => pqlOf(equalsTerm('area', kind)));
    const kinds = kindRows.map((row) => row.key);
    const overTime: ReportRow[] = period.starts.map((start) => {
      const counts = byPeriod.get(start) ?? new Map<string, number>();
      const first = start < period.from ? period.from : start;
      const lastDay = shiftDay(nextPeriod(start, period.interval), -1);
      return {
        key: start,
        count: [...counts.values()].reduce((sum, n) => sum + n, 0),
        values: Object.fromEntries(kinds.map((kind) => [kind, counts.get(kind) ?? 0])),
        pql: pqlOf(betweenTerm('created_at', first, lastDay > period.to ? period.to : lastDay)),
      };
    });
    const users = countsBy(statements, rows, userKeySql);
    const activeUsers = Number(statements.get(`SELECT count(DISTINCT t.user_id) AS n FROM ${rows.from} WHERE ${rows.where}`).get(...rows.params)?.n ?? 0);
    return {
      total,
      key_figures: [
        { id: 'events_total', value: total, unit: 'count' },
        { id: 'active_users', value: activeUsers, unit: 'count' },
      ],
      sections: [
        { id: 'over_time', chart: 'series', resource, series: kinds, rows: overTime },
        { id: 'by_kind', chart: 'bar', resource, rows: kindRows },
        { id: 'by_user', chart: 'bar', resource, rows: rowsByCount(users, (username) => pqlOf(equalsTerm('username', username))) },
      ],
    };
  },
  headline({ statements, filter, now }) {
    const rows = inPeriod(filter, readActivityPeriod({}, now));
    return { id: 'events_total', value: Number(statements.get(`SELECT count(*) AS n FROM ${rows.from} WHERE ${rows.where}`).get(...rows.params)?.n ?? 0), unit: 'count' };
  },
};
