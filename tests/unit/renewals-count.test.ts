/**
 * The catalogue's renewal count (countRenewals, counted in SQL) against the walk it replaces:
 * every expiry moved on by its period while before the horizon's end (addYearsText), over
 * periods of 1 to 10 years, expiries in every month and on 29 February, before and after the end's day.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { addYearsText, countRenewals, forecastHorizon, periodOf } from '../../server/api/reports/renewals-walk.ts';
import type { ReportFilter } from '../../server/api/reports/report-scope.ts';
import { createStatementCache } from '../../server/api/resources/statement-cache.ts';

describe('the renewal count of the reports catalogue', () => {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE domains (id INTEGER PRIMARY KEY, expires_at TEXT NOT NULL, renewal_period_years)');
  const insert = db.prepare('INSERT INTO domains (expires_at, renewal_period_years) VALUES (?, ?)');
  const expiries: string[] = [];
  for (let year = 2020; year <= 2031; year++) {
    for (const day of ['01-01', '02-28', '02-29', '03-01', '04-30', '06-15', '11-30', '12-31']) {
      if (day === '02-29' && year % 4 !== 0) continue;
      for (const time of ['', 'T00:00:00.000Z', 'T23:59:59.999Z']) expiries.push(`${year}-${day}${time}`);
    }
  }
  for (const expiry of expiries) for (const period of [1, 2, 3, 5, 10, null, 0, '2.7']) insert.run(expiry, period);
  const statements = createStatementCache(db);

  it.each(['2026-01-15T00:00:00Z', '2026-02-28T12:00:00Z', '2027-12-31T23:00:00Z', '2028-02-10T00:00:00Z'])('counts what the walk counts, the horizon taken at %s', (at) => {
    const horizon = forecastHorizon(Date.parse(at), 24);
    const renewing = { from: 'domains t', where: 't.expires_at < ?', params: [horizon.end] } as unknown as ReportFilter;
    let walked = 0;
    for (const row of db.prepare('SELECT expires_at, renewal_period_years FROM domains WHERE expires_at < ?').all(horizon.end)) {
      const years = periodOf(row.renewal_period_years);
      for (let date = String(row.expires_at); date < horizon.end; date = addYearsText(date, years)) walked++;
    }
    expect(walked).toBeGreaterThan(1000);
    expect(countRenewals(statements, renewing, horizon)).toBe(walked);
  });
});
