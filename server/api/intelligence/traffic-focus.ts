/**
 * Traffic focus of an intelligence item (table intelligence_traffic, migration 0024): visits of
 * all its domains per month, the domains carrying them (top 10 by visits over the months and every
 * other one together), and the top 5's visits per month.
 */
import type { DatabaseSync } from 'node:sqlite';
import { topTrafficDomains, trafficSeriesDomains, type TrafficFocusAnswer } from '../../../src/lib/schemas/intelligence-focus.ts';
import { focusItem, type ScopedItem } from './focus-item.ts';

export function createTrafficFocus(db: DatabaseSync): (item: ScopedItem) => TrafficFocusAnswer {
  const months = db.prepare('SELECT month, sum(visits) AS visits FROM intelligence_traffic WHERE item_id = ? GROUP BY month ORDER BY month');
  const domains = db.prepare(`SELECT r.id AS result_id, r.domain_name, sum(t.visits) AS visits FROM intelligence_traffic t
    JOIN intelligence_results r ON r.id = t.result_id WHERE t.item_id = ? GROUP BY r.id ORDER BY visits DESC, r.domain_name, r.id`);
  const resultMonths = db.prepare('SELECT month, visits FROM intelligence_traffic WHERE result_id = ?');

  return (item) => {
    const monthRows = months.all(item.id).map((row) => ({ month: String(row.month), visits: Number(row.visits) }));
    const domainRows = domains.all(item.id).map((row) => ({ result_id: Number(row.result_id), domain_name: String(row.domain_name), visits: Number(row.visits) }));
    const rest = domainRows.slice(topTrafficDomains);
    const series = domainRows.slice(0, trafficSeriesDomains).map((domain) => {
      const byMonth = new Map(resultMonths.all(domain.result_id).map((row) => [String(row.month), Number(row.visits)]));
      return { ...domain, visits: monthRows.map((month) => byMonth.get(month.month) ?? 0) };
    }).map(({ result_id, domain_name, visits }) => ({ result_id, domain_name, visits }));
    return {
      item: focusItem(item),
      months: monthRows,
      total_visits: monthRows.reduce((total, row) => total + row.visits, 0),
      domains: domainRows.length,
      top_domains: domainRows.slice(0, topTrafficDomains),
      others: { domains: rest.length, visits: rest.reduce((total, row) => total + row.visits, 0) },
      series,
    };
  };
}
