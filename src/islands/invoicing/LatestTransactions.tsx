/** The invoicing overview's latest transactions, each opening its page; then the whole list. */
import { useId } from 'react';
import type { SpendTransaction } from '~/lib/dashboard/dashboard-types';
import { minorMoneyText } from '~/lib/dashboard/money-text';
import { formatDateTime } from '~/lib/formatting/format';
import { knownText } from '~/lib/formatting/known-text';
import { EmptyState } from '../kit/EmptyState';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const cell = 'px-3 py-1.5 border-0 border-b border-solid border-line';

export function LatestTransactions({ transactions, listHref, recordPattern, showAccount, language, t }: {
  transactions: readonly SpendTransaction[];
  listHref: string;
  recordPattern: string;
  showAccount: boolean;
  language: string;
  t: Translate;
}) {
  const id = useId();
  const value = (raw: string) => knownText(t, `home:invoicing.values.${raw}`) ?? raw;
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-latest-transactions>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:invoicing.latestHeading')}</h2>
        <a href={listHref} className="focus-ring text-sm">{t('home:invoicing.allTransactions')}</a>
      </div>
      {transactions.length === 0 ? (
        <EmptyState icon="i-lucide-receipt">{t('home:invoicing.noTransactions')}</EmptyState>
      ) : (
        <div className="min-w-0 overflow-x-auto rounded-md border border-solid border-line" tabIndex={0} role="region" aria-labelledby={`${id}-heading`}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('home:invoicing.latestHeading')}</caption>
            <thead>
              <tr className="bg-background text-left">
                <th scope="col" className={`${cell} font-medium`}>{t('home:invoicing.reference')}</th>
                {showAccount && <th scope="col" className={`${cell} font-medium`}>{t('home:invoicing.account')}</th>}
                <th scope="col" className={`${cell} font-medium`}>{t('home:invoicing.kind')}</th>
                <th scope="col" className={`${cell} font-medium`}>{t('home:invoicing.status')}</th>
                <th scope="col" className={`${cell} font-medium text-right`}>{t('home:invoicing.amount')}</th>
                <th scope="col" className={`${cell} font-medium`}>{t('home:invoicing.when')}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <tr key={transaction.id} data-transaction={transaction.id}>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    <a href={recordPattern.replace('{id}', encodeURIComponent(String(transaction.id)))} className="focus-ring font-mono">{transaction.reference}</a>
                  </th>
                  {showAccount && <td className={cell}>{transaction.account?.name ?? ''}</td>}
                  <td className={cell}>{value(transaction.kind)}</td>
                  <td className={cell}>{value(transaction.status)}</td>
                  <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>{minorMoneyText(transaction.amount, transaction.currency, language)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDateTime(transaction.transacted_at, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
