import { useEffect, useRef } from 'react';
import { statusTone } from '~/lib/resources/status-tones';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { moneyText } from './money-text';
import type { PlacedOrder } from './order-api';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** What the order created: each order (one per currency) with its reference, state and cost, and whom it waits for. */
export function OrderPlaced({ orders, language, t }: { orders: readonly PlacedOrder[]; language: string; t: Translate }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card flex flex-col gap-3 border-green p-4" aria-labelledby="order-placed-heading" data-order-placed>
      <h2 id="order-placed-heading" ref={heading} tabIndex={-1} className="m-0 flex items-center gap-2 text-lg outline-none">
        <span className="i-lucide-circle-check text-green-d1 dark:text-green-l2" aria-hidden="true" />
        {t('domain-order:placed.title', { count: orders.length })}
      </h2>
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {orders.map((order) => {
          const names = order.items?.length ?? 0;
          const approver = order.approval?.approver_name;
          return (
            <li key={order.id} className="flex flex-col gap-1 rounded-md border border-solid border-line p-3" data-placed-order={order.reference} data-status={order.status}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <a href={`/domains/orders/${order.id}`} className="font-mono font-semibold" data-order-link>{order.reference}</a>
                <StatusBadge tone={statusTone(order.status)}>{t(`domain-order:orderStatus.${order.status}`)}</StatusBadge>
                <span className="tabular-nums">{moneyText(order.amount, order.currency, language)}</span>
                {names > 0 && <span className="text-sm text-muted">{t('domain-order:placed.names', { count: names })}</span>}
              </div>
              {order.status === 'awaiting_approval' && (
                <p className="m-0 flex items-center gap-2 text-sm text-amber-d2 dark:text-amber-l2" data-waits-for-approval>
                  <span className="i-lucide-hourglass" aria-hidden="true" />
                  {approver ? t('domain-order:placed.waitsFor', { approver }) : t('domain-order:placed.waits')}
                </p>
              )}
              {order.items && order.items.length > 0 && (
                <p className="m-0 text-sm text-muted [overflow-wrap:anywhere]">
                  {order.items.map((item) => item.unicode_name || item.domain_name).join(', ')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href="/domains/search">{t('domain-order:placed.searchMore')}</a>
        <a href="/domains/orders">{t('domain-order:placed.allOrders')}</a>
      </p>
    </section>
  );
}
