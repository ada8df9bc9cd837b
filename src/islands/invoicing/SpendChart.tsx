/**
 * Spend per month: one currency's bars (the kit's series chart; a choice of currency when there
 * are several, since amounts in different currencies do not add up), and every currency's
 * amounts per month as a table.
 */
import { useId, useState } from 'react';
import type { SpendData } from '~/lib/dashboard/dashboard-types';
import { minorMoneyText } from '~/lib/dashboard/money-text';
import { firstCurrency, monthText, spendValues } from '~/lib/dashboard/spend-chart';
import { formatMoney } from '~/lib/formatting/format';
import { ChartTable } from '../kit/charts/ChartTable';
import { SeriesChart } from '../kit/charts/SeriesChart';
import { EmptyState } from '../kit/EmptyState';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function SpendChart({ spend, language, t }: { spend: SpendData; language: string; t: Translate }) {
  const id = useId();
  const [chosen, setChosen] = useState<string>();
  const currency = chosen && spend.currencies.includes(chosen) ? chosen : firstCurrency(spend);
  const periods = spend.months.map((entry) => monthText(entry.month, language));
  const caption = t('home:invoicing.tableCaption', { count: spend.months.length });
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-spend>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:invoicing.spendHeading', { count: spend.months.length })}</h2>
      <p className="m-0 text-sm text-muted">{t('home:invoicing.spendRule')}</p>
      {!currency ? (
        <EmptyState icon="i-lucide-receipt">{t('home:invoicing.noSpend')}</EmptyState>
      ) : (
        <>
          {spend.currencies.length > 1 && (
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={`${id}-currency`} className="text-sm font-medium">{t('home:invoicing.currency')}</label>
              <select id={`${id}-currency`} className="input-box px-2 py-1.5" value={currency} onChange={(event) => setChosen(event.target.value)} data-spend-currency>
                {spend.currencies.map((entry) => <option key={entry} value={entry}>{entry}</option>)}
              </select>
            </div>
          )}
          <SeriesChart title={t('home:invoicing.chartTitle', { currency })} periods={periods} kind="bars"
            series={[{ key: currency, label: currency, values: spendValues(spend, currency) }]}
            format={(value) => formatMoney(value, currency, language)} />
          <ChartTable caption={caption}
            columns={[{ key: 'month', label: t('home:invoicing.month') }, ...spend.currencies.map((entry) => ({ key: entry, label: entry, numeric: true }))]}
            rows={[
              ...spend.months.map((entry, index) => ({
                month: periods[index],
                ...Object.fromEntries(spend.currencies.map((code) => [code, minorMoneyText(entry.amounts[code] ?? 0, code, language)])),
              })),
              {
                month: <strong>{t('home:invoicing.total')}</strong>,
                ...Object.fromEntries(spend.currencies.map((code) => [code, <strong key={code}>{minorMoneyText(spend.totals[code] ?? 0, code, language)}</strong>])),
              },
            ]} />
        </>
      )}
    </section>
  );
}
