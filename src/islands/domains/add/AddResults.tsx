import { formatNumber } from '~/lib/formatting/format';
import { statusTone } from '~/lib/resources/status-tones';
import { FormAlert } from '../../kit/form/FormAlert';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { moneyText, reasonText, type Translate } from '../actions/domain-values';
import type { AdditionAnswer } from './add-api';

interface AddResultsProps {
  answer: AdditionAnswer;
  /** The ids of the external domains added, by lower-case name. */
  ids: ReadonlyMap<string, number>;
  language: string;
  t: Translate;
  onAgain(): void;
}

/** What adding made: the transfer order (its items move through their states on its page), the external domains, and any line refused meanwhile. */
export function AddResults({ answer, ids, language, t, onAgain }: AddResultsProps) {
  const transfers = answer.data.filter((row) => row.outcome === 'transfer');
  const externals = answer.data.filter((row) => row.outcome === 'external');
  const refused = answer.data.filter((row) => row.outcome === 'refused');
  const orders = answer.orders ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-4" data-domain-add="done">
      <FormAlert kind={transfers.length + externals.length > 0 ? 'success' : 'error'}>
        {t('domain-actions:add.done', { transfer: formatNumber(transfers.length, language), external: formatNumber(externals.length, language), refused: formatNumber(refused.length, language) })}
      </FormAlert>
      {orders.length > 0 && (
        <section className="card flex flex-col gap-2 p-4" aria-labelledby="add-orders-heading" data-add-orders>
          <h2 id="add-orders-heading" className="m-0 text-base font-semibold">{t('domain-actions:add.ordersHeading')}</h2>
          <p className="m-0 text-sm text-muted">{t('domain-actions:add.ordersHint')}</p>
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-2 text-sm">
                <a href={`/domains/orders/${order.id}`} className="focus-ring font-medium" data-add-order={order.id}>
                  {t('domain-actions:add.order', { reference: order.reference ?? `#${order.id}` })}
                </a>
                {order.status && <StatusBadge tone={statusTone(order.status)}>{t(`domain-actions:orderStatus.${order.status}`)}</StatusBadge>}
                {typeof order.amount === 'number' && order.currency && <span>{moneyText(order.amount, order.currency, language)}</span>}
              </li>
            ))}
          </ul>
          <p className="m-0 text-sm">{t('domain-actions:add.transferNames', { names: transfers.map((row) => row.unicode_name ?? row.name).join(', ') })}</p>
        </section>
      )}
      {externals.length > 0 && (
        <section className="card flex flex-col gap-2 p-4" aria-labelledby="add-externals-heading" data-add-externals>
          <h2 id="add-externals-heading" className="m-0 text-base font-semibold">{t('domain-actions:add.externalsHeading', { count: externals.length })}</h2>
          <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm">
            {externals.map((row) => {
              const domainId = ids.get(row.name.toLowerCase());
              const name = row.unicode_name ?? row.name;
              return <li key={row.name} className="font-mono break-all">{domainId ? <a href={`/domains/${domainId}`} className="focus-ring">{name}</a> : name}</li>;
            })}
          </ul>
        </section>
      )}
      {refused.length > 0 && (
        <section className="card flex flex-col gap-2 p-4" aria-labelledby="add-refused-heading" data-add-refused>
          <h2 id="add-refused-heading" className="m-0 text-base font-semibold">{t('domain-actions:add.refusedHeading', { count: refused.length })}</h2>
          <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm">
            {refused.map((row) => (
              <li key={`${row.line}:${row.name}`}><span className="font-mono break-all">{row.name}</span>: <span className="text-red-d1 dark:text-red">{reasonText(t, row.reason_key, row.reason, row.reason_values)}</span></li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <a href="/domains" className="btn-outline no-underline">{t('domain-actions:add.toDomains')}</a>
        <button type="button" className="btn-outline" onClick={onAgain}>{t('domain-actions:add.again')}</button>
      </div>
    </div>
  );
}
