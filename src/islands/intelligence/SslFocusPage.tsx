/**
 * /intelligence/{id}/ssl-focus (spec section 4, the prospect viewer): the prospect's domains with
 * and without a certificate, certificates by issuer (donut) and by expiry (bars), and what moving
 * them to us would save a year (bars of the saving per issuer), in a currency of the declared list
 * prices — each with its table and CSV.
 */
import { useId, useState } from 'react';
import { sslExpiryTable, sslIssuerTable, sslSavingTable, savingsIn } from '~/lib/intelligence/focus-tables';
import { formatNumber } from '~/lib/formatting/format';
import { monthText, moneyText } from '~/lib/reports/report-values';
import type { SslFocusAnswer } from '~/lib/schemas/intelligence-focus';
import { DataView } from '../kit/DataView';
import { EmptyState } from '../kit/EmptyState';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { FocusFigures } from './FocusFigures';
import { FocusFrame } from './FocusFrame';
import { FocusSection } from './FocusSection';
import { useFocus } from './use-focus';
import './intelligence-words';

function SslFocusBody({ answer }: { answer: SslFocusAnswer }) {
  const { t, language } = usePortalTranslation();
  const currencyId = useId();
  const [currency, setCurrency] = useState<string>(answer.currency);
  const savings = savingsIn(answer, currency);
  const count = (value: number) => formatNumber(value, language);
  return (
    <FocusFrame page="ssl" name={answer.item.name}>
      <FocusFigures figures={[
        { id: 'domains', text: count(answer.domains) },
        { id: 'withSsl', text: count(answer.with_ssl) },
        { id: 'withoutSsl', text: count(answer.without_ssl) },
        ...(savings ? ['listTotal', 'ourTotal', 'saving'].map((id) => ({
          id, text: moneyText(id === 'listTotal' ? savings.list_total : id === 'ourTotal' ? savings.our_total : savings.saving, savings.currency, language),
        })) : []),
      ]} />
      <div className="grid min-w-0 gap-4 xl:grid-cols-2 xl:items-start">
        <FocusSection table={sslIssuerTable(answer)} chart="donut" itemId={answer.item.id} page="ssl-focus" format={count} />
        <FocusSection table={sslExpiryTable(answer)} chart="bar" itemId={answer.item.id} page="ssl-focus" format={count} />
      </div>
      {savings && (
        <FocusSection table={sslSavingTable(savings)} chart="bar" itemId={answer.item.id} page="ssl-focus">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="m-0 max-w-prose text-sm text-muted" data-list-price-note>{t('intelligence:listPrices', { asOf: monthText(answer.list_prices.as_of, language) })}</p>
            <div className="flex items-center gap-2 text-sm">
              <label htmlFor={currencyId}>{t('intelligence:currency')}</label>
              <select id={currencyId} className="input-box px-2 py-1 text-sm" value={savings.currency} onChange={(event) => setCurrency(event.currentTarget.value)} data-focus-currency>
                {answer.savings.map((entry) => <option key={entry.currency} value={entry.currency}>{entry.currency}</option>)}
              </select>
            </div>
          </div>
        </FocusSection>
      )}
    </FocusFrame>
  );
}

export default function SslFocusPage({ pattern }: { pattern: string }) {
  const { t } = usePortalTranslation();
  const data = useFocus('ssl', pattern, (answer) => answer.domains === 0);
  return (
    <DataView data={data} failedTitle={t('intelligence:failed')} loadingLabel={t('intelligence:loading')} empty={<EmptyState>{t('intelligence:empty.noDomains')}</EmptyState>}>
      {(answer) => <SslFocusBody answer={answer} />}
    </DataView>
  );
}
