/**
 * Seeds 90 days of DNS query statistics for every zone (from its creation when younger), ending
 * the day before the seed's "now": a volume per zone spread over three orders of magnitude, a
 * weekly rhythm (quieter weekends), a slow trend and daily noise; a type mix per zone; NOERROR
 * dominant, a few per cent NXDOMAIN, a trace of REFUSED and the odd SERVFAIL incident day.
 */
import { queryStatisticsColumns, queryTypeColumns, responseCodeColumns } from '../../dns-statistics/query-statistics-columns.ts';
import type { SeedContext } from './seed-context.ts';
import type { SeededRandom } from './seeded-random.ts';
import { addDays } from './seed-time.ts';

export const seededStatisticsDays = 90;

/** Type shares of an average zone (OTHER: SRV, CAA, PTR, DS …), in the order of queryTypeColumns. */
const typeShares = [42, 18, 7, 5, 6, 3, 2, 12, 5];
/** Weekday factors, Sunday first. */
const weekdayFactors = [0.68, 1.02, 1.08, 1.07, 1.05, 0.98, 0.72];

/** Splits a total by weights into whole numbers that sum to it (the rest goes to the first). */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[0]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

function zoneDays(random: SeededRandom, firstDay: string, days: number): number[][] {
  const base = Math.exp(Math.log(15) + random.next() * Math.log(3000));
  const trend = 0.85 + random.next() * 0.35;
  const mix = typeShares.map((share) => share * (0.6 + random.next() * 0.8));
  const nxdomain = 0.015 + random.next() * 0.06;
  const refused = 0.001 + random.next() * 0.008;
  const rows: number[][] = [];
  for (let index = 0; index < days; index++) {
    const weekday = new Date(`${addDays(`${firstDay}T00:00:00.000Z`, index).slice(0, 10)}T00:00:00.000Z`).getUTCDay();
    const growth = 1 + (trend - 1) * (index / Math.max(1, days - 1));
    const total = Math.max(0, Math.round(base * weekdayFactors[weekday]! * growth * (0.92 + random.next() * 0.16)));
    const servfail = random.chance(0.02) ? 0.03 + random.next() * 0.09 : random.next() * 0.002;
    const types = split(total, mix.map((weight) => weight * (0.93 + random.next() * 0.14)));
    const codes = split(total, [1 - nxdomain - refused - servfail, nxdomain * (0.85 + random.next() * 0.3), servfail, refused]);
    rows.push([...types, ...codes]);
  }
  return rows;
}

export function seedQueryStatistics(context: SeedContext): void {
  const { db } = context;
  // A database migrated only part way (a migration's own test seeds one) has no table to fill.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dns_query_statistics'").get()) return;
  const random = context.random.fork('dns-query-statistics');
  const lastDay = addDays(context.now, -1).slice(0, 10);
  const earliest = addDays(`${lastDay}T00:00:00.000Z`, -(seededStatisticsDays - 1)).slice(0, 10);
  const insert = db.prepare(
    `INSERT INTO dns_query_statistics (group_id, zone_id, day, created_at, updated_at, ${queryStatisticsColumns.join(', ')}) VALUES (?, ?, ?, ?, ?, ${queryStatisticsColumns.map(() => '?').join(', ')})`,
  );
  if (queryStatisticsColumns.length !== queryTypeColumns.length + responseCodeColumns.length) throw new Error('statistics columns out of step');
  const zones = db.prepare('SELECT id, group_id, created_at FROM dns_zones ORDER BY id').all();
  for (const zone of zones) {
    const created = String(zone.created_at).slice(0, 10);
    const firstDay = created > earliest ? created : earliest;
    if (firstDay > lastDay) continue;
    const days = Math.round((Date.parse(lastDay) - Date.parse(firstDay)) / 86_400_000) + 1;
    zoneDays(random, firstDay, days).forEach((counts, index) => {
      const day = addDays(`${firstDay}T00:00:00.000Z`, index);
      // Counted once the day is over.
      const written = addDays(day, 1).replace('T00:00:00.000Z', 'T00:05:00.000Z');
      insert.run(String(zone.group_id), Number(zone.id), day.slice(0, 10), written, written, ...counts);
    });
  }
}
