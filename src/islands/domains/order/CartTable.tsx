import { itemAmount, type CartItem, type PeriodLimits } from '~/lib/domains-cart/cart-items';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { NameCell } from '../search/ResultRow';
import { moneyText } from './money-text';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface CartTableProps {
  cart: readonly CartItem[];
  limitsOf(item: CartItem): PeriodLimits;
  errors: Partial<Record<string, string>>;
  language: string;
  t: Translate;
  disabled: boolean;
  onPeriod(name: string, years: number): void;
  onRemove(name: string): void;
}

function years(limits: PeriodLimits): number[] {
  return Array.from({ length: limits.max - limits.min + 1 }, (_, index) => limits.min + index);
}

/** The cart: each name with its period (within its TLD's limits), what it costs for that period, and a way out. */
export function CartTable({ cart, limitsOf, errors, language, t, disabled, onPeriod, onRemove }: CartTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-cart-table>
        <caption className="sr-only">{t('domain-order:cart.caption', { count: cart.length })}</caption>
        <thead className="bg-background">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:search.nameColumn')}</th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:cart.period')}</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">{t('domain-order:cart.price')}</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">{t('domain-order:cart.remove')}</span></th>
          </tr>
        </thead>
        <tbody>
          {cart.map((item) => {
            const shown = item.unicode_name || item.name;
            const limits = limitsOf(item);
            const amount = itemAmount(item);
            const error = errors[`item:${item.name}`];
            const periodId = `order-period-${item.name}`;
            return (
              <tr key={item.name} className={`border-0 border-t border-solid border-line ${item.unavailable ? 'bg-red-l5 dark:bg-red-d4' : ''}`}
                data-cart-item={item.name} data-unavailable={item.unavailable ?? undefined}>
                <td className="px-3 py-2 align-top">
                  <NameCell name={item.name} unicodeName={item.unicode_name} mixedScript={false} t={t} />
                  <div className="mt-1 flex flex-wrap gap-1">
                    {item.premium && <StatusBadge tone="amber">{t('domain-order:state.premium')}</StatusBadge>}
                    {item.unavailable && (
                      <StatusBadge tone="red">{t('domain-order:cart.noLongerAvailable', { state: t(`domain-order:state.${item.unavailable}`) })}</StatusBadge>
                    )}
                  </div>
                  {error && <p id={`${periodId}-error`} className="m-0 mt-1 text-sm text-red-d1 dark:text-red" data-field-error>{error}</p>}
                </td>
                <td className="px-3 py-2 align-top">
                  <label htmlFor={periodId} className="sr-only">{t('domain-order:cart.periodOf', { name: shown })}</label>
                  <select id={periodId} className="input-box px-2 py-1 text-sm" value={item.period_years} disabled={disabled || Boolean(item.unavailable)}
                    aria-invalid={error ? true : undefined} aria-describedby={error ? `${periodId}-error` : undefined}
                    onChange={(event) => onPeriod(item.name, Number(event.target.value))} data-cart-period>
                    {years(limits).map((count) => <option key={count} value={count}>{t('domain-order:cart.years', { count })}</option>)}
                  </select>
                </td>
                <td className="px-3 py-2 text-right align-top tabular-nums">
                  {amount === null || !item.prices ? (
                    <span className="text-muted">{t('domain-order:cart.noPrice')}</span>
                  ) : (
                    <>
                      <span className={`font-medium whitespace-nowrap ${item.unavailable ? 'line-through text-muted' : ''}`} data-cart-amount>{moneyText(amount, item.prices.currency, language)}</span>
                      <span className="block text-xs text-muted">
                        {t('domain-order:cart.priceDetail', {
                          create: moneyText(item.prices.create, item.prices.currency, language),
                          renew: moneyText(item.prices.renew, item.prices.currency, language),
                        })}
                      </span>
                    </>
                  )}
                </td>
                <td className="px-3 py-2 text-right align-top">
                  <button type="button" className="btn-icon" disabled={disabled} aria-label={t('domain-order:cart.removeName', { name: shown })} title={t('domain-order:cart.removeName', { name: shown })}
                    onClick={() => onRemove(item.name)} data-cart-remove>
                    <span className="i-lucide-trash-2" aria-hidden="true" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
