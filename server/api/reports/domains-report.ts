/**
 * `domains` (resource domains): the portfolio by TLD, status, registry lock, year of expiry and
 * auto-renew. Key figures: domains_total, registry_lock_percent, auto_renew_percent.
 */
import { domainStatuses } from '../../../src/lib/schemas/domain.ts';
import type { ReportDefinition } from './report-types.ts';
import { equalsTerm, pqlOf, rangeTerms } from './report-pql.ts';
import { booleanRows, rowsByCount, rowsInOrder } from './report-rows.ts';
import { countOf, countsBy, percent } from './report-sql.ts';

const resource = 'domains';

export const domainsReport: ReportDefinition = {
  name: 'domains',
  run({ statements, filter }) {
    const total = countOf(statements, filter);
    const locks = countsBy(statements, filter, 't.registry_lock');
    const autoRenew = countsBy(statements, filter, 't.auto_renew');
    const years = countsBy(statements, filter, 'substr(t.expires_at, 1, 4)');
    const yearRows = [...years.keys()].sort().map((year) => ({
      key: year,
      count: years.get(year) ?? 0,
      pql: pqlOf(rangeTerms('expires_at', `${year}-01-01`, `${Number(year) + 1}-01-01`)),
    }));
    return {
      total,
      key_figures: [
        { id: 'domains_total', value: total, unit: 'count' },
        { id: 'registry_lock_percent', value: percent(locks.get('1') ?? 0, total), unit: 'percent' },
        { id: 'auto_renew_percent', value: percent(autoRenew.get('1') ?? 0, total), unit: 'percent' },
      ],
      sections: [
        { id: 'by_tld', chart: 'bar', resource, rows: rowsByCount(countsBy(statements, filter, 't.tld'), (tld) => pqlOf(equalsTerm('tld', tld))) },
        { id: 'by_status', chart: 'donut', resource, rows: rowsInOrder(countsBy(statements, filter, 't.status'), domainStatuses, (status) => pqlOf(equalsTerm('status', status))) },
        { id: 'by_registry_lock', chart: 'donut', resource, rows: booleanRows(locks, 'registry_lock') },
        { id: 'by_expiry_year', chart: 'bar', resource, rows: yearRows },
        { id: 'by_auto_renew', chart: 'donut', resource, rows: booleanRows(autoRenew, 'auto_renew') },
      ],
    };
  },
  headline: ({ statements, filter }) => ({ id: 'domains_total', value: countOf(statements, filter), unit: 'count' }),
};
