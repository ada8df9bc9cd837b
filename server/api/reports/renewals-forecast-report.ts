/**
 * `renewals-forecast` (resource domains), options `months` (12 | 24 | 36, default 12) and `drop`
 * (comma-separated drop criteria): what the filtered domains' renewals cost per month and
 * currency over the horizon (renewals-walk.ts), auto-renewing or not, and with `drop` the
 * domains that meet every marked criterion (drop-candidates.ts). `total` is the number of domains
 * renewing inside the horizon.
 */
import { dropCriteria, forecastHorizons, type KeyFigure, type ReportRow } from '../../../src/lib/schemas/report.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import { renewableStatuses } from '../platform/domain-renew.ts';
import { dropCandidates, dropCondition } from './drop-candidates.ts';
import { equalsTerm, pqlOf, rangeTerms } from './report-pql.ts';
import { choiceParameter, listParameter } from './report-parameters.ts';
import { countRenewals, forecastHorizon, renewingDomains, walkRenewals, type ForecastHorizon, type MonthTotals } from './renewals-walk.ts';
import type { ReportDefinition, ReportRequest } from './report-types.ts';

const resource = 'domains';
export const defaultForecastMonths = 12;

function amountsOf(totals: MonthTotals, currencies: readonly string[]): Record<string, number> {
  return Object.fromEntries(currencies.map((currency) => [currency, totals.amounts.get(currency) ?? 0]));
}

/** The domains an auto/manual row counts, as PQL: renewing ones inside the horizon. */
function renewingPql(autoRenew: boolean, horizon: ForecastHorizon): string {
  return pqlOf(
    equalsTerm('auto_renew', String(autoRenew)),
    equalsTerm('status', renewableStatuses),
    equalsTerm('external', 'false'),
    rangeTerms('expires_at', null, horizon.end),
  );
}

function accountCurrency(statements: StatementCache, groupId: string): string {
  return String(statements.get('SELECT default_currency FROM accounts WHERE id = ?').get(groupId)?.default_currency ?? 'EUR');
}

export const renewalsForecastReport: ReportDefinition = {
  name: 'renewals-forecast',
  run({ statements, filter, query, now, scope }: ReportRequest) {
    const months = choiceParameter(query, 'months', forecastHorizons, defaultForecastMonths);
    const criteria = listParameter(query, 'drop', dropCriteria);
    const horizon = forecastHorizon(now, months);
    const renewing = renewingDomains(filter, horizon);
    const walk = walkRenewals(statements, renewing, horizon, criteria.length > 0 ? dropCondition(criteria, now) : null);
    const currencies = [...walk.byCurrency.keys()].sort();
    const byMonth: ReportRow[] = horizon.months.map((month) => {
      const totals = walk.byMonth.get(month);
      return {
        key: month,
        count: totals?.count ?? 0,
        amounts: totals ? amountsOf(totals, currencies) : {},
        values: { auto: totals?.auto ?? 0, manual: totals?.manual ?? 0 },
      };
    });
    const totals: KeyFigure[] = currencies.length === 0
      ? [{ id: 'forecast_total', value: 0, unit: 'money', currency: accountCurrency(statements, scope.context) }]
      : currencies.map((currency) => ({ id: 'forecast_total', value: walk.byCurrency.get(currency)?.amount ?? 0, unit: 'money', currency }));
    return {
      total: walk.domains,
      key_figures: [...totals, { id: 'renewals_count', value: walk.renewals, unit: 'count' }],
      sections: [
        { id: 'by_month', chart: 'series', series: currencies, rows: byMonth },
        {
          id: 'by_currency', chart: 'bar',
          rows: currencies.map((currency) => {
            const found = walk.byCurrency.get(currency) ?? { count: 0, amount: 0 };
            return { key: currency, count: found.count, amounts: { [currency]: found.amount } };
          }),
        },
        {
          id: 'auto_vs_manual', chart: 'donut', resource,
          rows: ([['auto', walk.auto], ['manual', walk.manual]] as const).map(([key, part]) => ({
            key, count: part.count, amounts: amountsOf(part, currencies), pql: renewingPql(key === 'auto', horizon),
          })),
        },
      ],
      ...(criteria.length > 0 ? { drop_candidates: dropCandidates(walk.candidates) } : {}),
    };
  },
  headline({ statements, filter, now }) {
    const horizon = forecastHorizon(now, defaultForecastMonths);
    return { id: 'renewals_count', value: countRenewals(statements, renewingDomains(filter, horizon), horizon), unit: 'count' };
  },
};
