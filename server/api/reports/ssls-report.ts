/**
 * `ssls` (resource ssl-certificates): certificates by validation level, issuer, month of expiry
 * and status. Months of expiry: 'expired' (before today), then this month (from today) and the
 * next eleven as 'YYYY-MM' (every one present), then 'later' and '' (no expiry yet: not issued)
 * when there are any. Key figures: certificates_total, expiring_30_days (issued certificates
 * expiring from today to today+30 days, both counted).
 */
import { certificateStatuses } from '../../../src/lib/schemas/ssl-certificate.ts';
import { validationLevels } from '../../../src/lib/schemas/product.ts';
import type { ReportRow } from '../../../src/lib/schemas/report.ts';
import { dayOf, monthsFrom, shiftDay, shiftMonth } from './report-dates.ts';
import { equalsTerm, pqlOf, rangeTerms } from './report-pql.ts';
import { reportRow, rowsByCount, rowsInOrder } from './report-rows.ts';
import { narrowed } from './report-scope.ts';
import { countOf, countsBy } from './report-sql.ts';
import type { ReportDefinition } from './report-types.ts';

const resource = 'ssl-certificates';
export const expiryMonths = 12;

const expiryKeySql = `CASE WHEN t.expires_at IS NULL THEN NULL WHEN substr(t.expires_at, 1, 10) < ? THEN 'expired'
  WHEN substr(t.expires_at, 1, 10) >= ? THEN 'later' ELSE substr(t.expires_at, 1, 7) END`;

function expiryRows(counts: ReadonlyMap<string, number>, today: string): ReportRow[] {
  const months = monthsFrom(today.slice(0, 7), expiryMonths);
  const end = `${shiftMonth(today.slice(0, 7), expiryMonths)}-01`;
  const rows = [
    reportRow('expired', counts.get('expired') ?? 0, pqlOf(rangeTerms('expires_at', null, today))),
    ...months.map((month, index) => reportRow(month, counts.get(month) ?? 0, pqlOf(rangeTerms('expires_at', index === 0 ? today : `${month}-01`, `${shiftMonth(month, 1)}-01`)))),
  ];
  if (counts.get('later')) rows.push(reportRow('later', counts.get('later') ?? 0, pqlOf(rangeTerms('expires_at', end, null))));
  if (counts.get('')) rows.push(reportRow('', counts.get('') ?? 0));
  return rows;
}

export const sslsReport: ReportDefinition = {
  name: 'ssls',
  run({ statements, filter, now }) {
    const today = dayOf(now);
    const end = `${shiftMonth(today.slice(0, 7), expiryMonths)}-01`;
    const total = countOf(statements, filter);
    const expiring = countOf(statements, narrowed(filter, {
      sql: "t.status = 'issued' AND substr(t.expires_at, 1, 10) BETWEEN ? AND ?",
      params: [today, shiftDay(today, 30)],
    }));
    return {
      total,
      key_figures: [
        { id: 'certificates_total', value: total, unit: 'count' },
        { id: 'expiring_30_days', value: expiring, unit: 'count' },
      ],
      sections: [
        { id: 'by_validation_level', chart: 'donut', resource, rows: rowsInOrder(countsBy(statements, filter, 't.validation_level'), validationLevels, (level) => pqlOf(equalsTerm('validation_level', level))) },
        { id: 'by_issuer', chart: 'bar', resource, rows: rowsByCount(countsBy(statements, filter, 't.issuer'), (issuer) => pqlOf(equalsTerm('issuer', issuer))) },
        { id: 'by_expiry_month', chart: 'bar', resource, rows: expiryRows(countsBy(statements, filter, expiryKeySql, [today, end]), today) },
        { id: 'by_status', chart: 'donut', resource, rows: rowsInOrder(countsBy(statements, filter, 't.status'), certificateStatuses, (status) => pqlOf(equalsTerm('status', status))) },
      ],
    };
  },
  headline: ({ statements, filter }) => ({ id: 'certificates_total', value: countOf(statements, filter), unit: 'count' }),
};
