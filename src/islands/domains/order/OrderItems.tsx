/**
 * An order's items (/domains/orders/{id}, below the generic record; issue "Domain lifecycle",
 * item 2): each name with its kind, period, state, the reason it failed and its cost, and the
 * domain once it exists. While items are still under way the list asks again every few seconds.
 */
import { useEffect, useMemo, useState } from 'react';
import { formatDateTime } from '~/lib/formatting/format';
import { matchRouteParameters } from '~/lib/routes/route-params';
import type { StatusTone } from '~/lib/resources/status-tones';
import { DataView } from '../../kit/DataView';
import { EmptyState } from '../../kit/EmptyState';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { NameCell } from '../search/ResultRow';
import { moneyText } from './money-text';
import { loadOrderItems, type OrderItem, type OrderItemStatus } from './order-api';
import './order-words';

const itemTones: Readonly<Record<OrderItemStatus, StatusTone>> = {
  queued: 'blue',
  processing: 'amber',
  completed: 'green',
  failed: 'red',
  cancelled: 'grey',
};

/** How often, and how many times, items under way are asked for again. */
const pollEvery = 3000;
const pollTimes = 20;

const underWay = (items: readonly OrderItem[]) => items.some((item) => item.status === 'queued' || item.status === 'processing');

export default function OrderItems({ pattern }: { pattern: string }) {
  const { t, language } = usePortalTranslation();
  const orderId = useMemo(() => matchRouteParameters(pattern, location.pathname.replace(/\/+$/, ''))?.id ?? '', [pattern]);
  const items = useData<OrderItem[]>(orderId ? `order-items:${orderId}` : null, (signal) => loadOrderItems(orderId, signal));
  const { data, set } = items;
  const moving = data !== undefined && underWay(data);

  // Under way: asked again quietly (the rows stay) until every item has settled, or for a minute at most.
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    if (!moving) return;
    const controller = new AbortController();
    let asked = 0;
    setWatching(true);
    const timer = setInterval(() => {
      if (document.hidden) return;
      if (++asked > pollTimes) {
        clearInterval(timer);
        setWatching(false);
        return;
      }
      loadOrderItems(orderId, controller.signal).then(set, () => undefined);
    }, pollEvery);
    return () => {
      clearInterval(timer);
      controller.abort();
      setWatching(false);
    };
  }, [moving, orderId, set]);

  return (
    <section className="mt-4 flex min-w-0 flex-col gap-3" aria-labelledby="order-items-heading" data-order-items>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-items-heading" className="m-0 text-xl">{t('domain-order:items.title')}</h2>
        {moving && watching && (
          <p className="m-0 flex items-center gap-2 text-sm text-muted" role="status">
            <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {t('domain-order:items.underWay')}
          </p>
        )}
      </div>
      <DataView data={items} failedTitle={t('domain-order:items.failed')} empty={<EmptyState compact>{t('domain-order:items.empty')}</EmptyState>}>
        {(rows) => (
          <div className="card overflow-x-auto">
            <table className="w-full border-collapse text-sm" data-order-items-table>
              <caption className="sr-only">{t('domain-order:items.title')}</caption>
              <thead className="bg-background">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:search.nameColumn')}</th>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:items.kind')}</th>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:cart.period')}</th>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:items.state')}</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">{t('domain-order:items.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((item) => (
                  <tr key={item.id} className="border-0 border-t border-solid border-line" data-order-item={item.domain_name} data-status={item.status}>
                    <td className="px-3 py-2 align-top">
                      {item.domain_id !== null ? (
                        <a href={`/domains/${item.domain_id}`} className="focus-ring" data-item-domain>
                          <NameCell name={item.domain_name} unicodeName={item.unicode_name ?? item.domain_name} mixedScript={false} t={t} />
                        </a>
                      ) : (
                        <NameCell name={item.domain_name} unicodeName={item.unicode_name ?? item.domain_name} mixedScript={false} t={t} />
                      )}
                    </td>
                    <td className="px-3 py-2 align-top">{t(`domain-order:items.kinds.${item.kind}`)}</td>
                    <td className="px-3 py-2 align-top whitespace-nowrap">{t('domain-order:cart.years', { count: item.period_years })}</td>
                    <td className="px-3 py-2 align-top">
                      <StatusBadge tone={itemTones[item.status] ?? 'grey'}>{t(`domain-order:itemStatus.${item.status}`)}</StatusBadge>
                      {item.failure_reason && <p className="m-0 mt-1 max-w-72 text-xs text-red-d1 dark:text-red" data-failure-reason>{item.failure_reason}</p>}
                      {item.status === 'completed' && item.updated_at && (
                        <p className="m-0 mt-1 text-xs text-muted">{formatDateTime(item.updated_at, language)}</p>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right align-top tabular-nums whitespace-nowrap">{moneyText(item.amount, item.currency, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DataView>
    </section>
  );
}
