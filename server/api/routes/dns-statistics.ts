/**
 * GET /groups/{context}/domains/{id}/dns_statistics?days= | ?from=&to=: queries per day of the
 * domain's zone, by record type and by response code (view-dns). Days without counts read 0.
 * A domain without a zone here answers `zone: null` and no days; another account's domain 404.
 */
import type { FastifyInstance } from 'fastify';
import { domainContracts } from '../../../src/lib/contracts/domain-contracts.ts';
import { viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { queryTypeColumns, responseCodeColumns } from '../dns-statistics/query-statistics-columns.ts';
import { daysOf, readStatisticsPeriod } from '../dns-statistics/statistics-period.ts';
import { domainAccess } from './domain-route-hooks.ts';

type Columns = typeof queryTypeColumns | typeof responseCodeColumns;

export function registerDnsStatisticsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const zoneOfDomain = db.prepare('SELECT id, name FROM dns_zones WHERE domain_id = ? ORDER BY id LIMIT 1');
  const latestDay = db.prepare('SELECT max(day) AS day FROM dns_query_statistics WHERE zone_id = ?');
  const daysOfZone = db.prepare('SELECT * FROM dns_query_statistics WHERE zone_id = ? AND day BETWEEN ? AND ? ORDER BY day');
  const domainOf = domainAccess(context, viewAbility('dns'));

  routeByContract(app, domainContracts.dnsStatistics).handle({ preValidation: [context.authenticate, domainOf.hook] }, async (request) => {
    const domain = domainOf.of(request);
    const zone = zoneOfDomain.get(domain.id);
    const latest = zone ? (latestDay.get(Number(zone.id))?.day as string | null) : null;
    const period = readStatisticsPeriod(request.query, latest ?? new Date(context.clock()).toISOString().slice(0, 10));
    if (!zone) return { domain: { id: domain.id, name: domain.name }, zone: null, ...period, latest_day: null, dates: [], totals: [], by_type: [], by_response_code: [] };

    const dates = daysOf(period);
    const rows = new Map(daysOfZone.all(Number(zone.id), period.from, period.to).map((row) => [String(row.day), row]));
    const series = (columns: Columns) => columns.map(([key, column]) => ({ key, counts: dates.map((day) => Number(rows.get(day)?.[column] ?? 0)) }));
    const byType = series(queryTypeColumns);
    return {
      domain: { id: domain.id, name: domain.name },
      zone: { id: Number(zone.id), name: String(zone.name) },
      ...period,
      latest_day: latest,
      dates,
      totals: dates.map((_, index) => byType.reduce((sum, entry) => sum + entry.counts[index]!, 0)),
      by_type: byType,
      by_response_code: series(responseCodeColumns),
    };
  });
}
