import type { StatusTone } from '~/lib/resources/status-tones';
import { knownText } from '~/lib/formatting/known-text';
import { StatusBadge } from '../../kit/values/StatusBadge';
import { moneyText } from '../order/money-text';
import { isBuyable, type AvailabilityRow, type AvailabilityState } from './availability-api';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/** Green: can be bought; amber: can be bought at a premium; blue: the account's own; red: refused; grey: someone else's. */
export const stateTones: Readonly<Record<AvailabilityState, StatusTone>> = {
  available: 'green',
  premium: 'amber',
  registered_here: 'blue',
  registered: 'grey',
  reserved: 'grey',
  blocked: 'red',
  invalid: 'red',
};

/** Why a name is refused, in the reader's language when the reason is known, else the API's words. */
export function reasonText(row: Pick<AvailabilityRow, 'reason_key' | 'reason' | 'reason_values'>, t: Translate): string | undefined {
  const known = row.reason_key ? knownText(t, `domain-order:reason.${row.reason_key}`, row.reason_values ?? {}) : undefined;
  return known ?? row.reason ?? undefined;
}

/** Script codes (ISO 15924: `Latn`, `Cyrl`) by their names in the reader's language. */
function scriptNames(codes: readonly string[], language: string): string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'script' });
  } catch {
    names = undefined;
  }
  return codes.map((code) => names?.of(code) ?? code).join(', ');
}

interface NameCellProps {
  name: string;
  unicodeName: string;
  mixedScript: boolean;
  scripts?: readonly string[] | undefined;
  language?: string;
  t: Translate;
}

/** The name in Unicode, its A-label beneath when it differs, and a warning when its label mixes scripts (a look-alike risk). */
export function NameCell({ name, unicodeName, mixedScript, scripts, language = 'en', t }: NameCellProps) {
  const idn = unicodeName !== '' && unicodeName.toLowerCase() !== name.toLowerCase();
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium [overflow-wrap:anywhere]" data-unicode-name>{idn ? unicodeName : name}</span>
      {idn && (
        <span className="font-mono text-xs text-muted [overflow-wrap:anywhere]" data-a-label>
          <span className="sr-only">{t('domain-order:search.aLabel')} </span>{name}
        </span>
      )}
      {mixedScript && (
        <span className="mt-0.5 flex items-center gap-1 text-xs text-amber-d2 dark:text-amber-l2" title={t('domain-order:search.mixedScriptHelp')} data-mixed-script>
          <span className="i-lucide-triangle-alert" aria-hidden="true" />
          {scripts && scripts.length > 1 ? t('domain-order:search.mixedScripts', { scripts: scriptNames(scripts, language) }) : t('domain-order:search.mixedScript')}
        </span>
      )}
    </div>
  );
}

interface ResultRowProps {
  row: AvailabilityRow;
  language: string;
  t: Translate;
  /** Null when the user may not order: no cart button. */
  cart: { inCart: boolean; onAdd(row: AvailabilityRow): void; onRemove(row: AvailabilityRow): void } | null;
}

/** One checked name: its forms, its one state, its prices per year, and the cart. */
export function ResultRow({ row, language, t, cart }: ResultRowProps) {
  const reason = row.state === 'invalid' || row.state === 'blocked' || row.state === 'reserved' ? reasonText(row, t) : undefined;
  const label = t(`domain-order:state.${row.state}`);
  const shownName = row.unicode_name || row.name;
  const price = (amount: number | undefined) => (row.prices && amount !== undefined ? moneyText(amount, row.prices.currency, language) : '—');
  const priced = isBuyable(row) || row.state === 'registered_here';
  return (
    <tr className="border-0 border-t border-solid border-line" data-domain-check={row.name} data-state={row.state}>
      <td className="px-3 py-2 align-top"><NameCell name={row.name} unicodeName={row.unicode_name} mixedScript={row.mixed_script} scripts={row.scripts} language={language} t={t} /></td>
      <td className="px-3 py-2 align-top">
        {row.state === 'registered_here' && row.domain_id !== undefined ? (
          <a href={`/domains/${row.domain_id}`} className="focus-ring rounded-full" data-own-domain>
            <StatusBadge tone={stateTones[row.state]}>{label}<span className="i-lucide-arrow-up-right ml-0.5 text-xs" aria-hidden="true" /></StatusBadge>
          </a>
        ) : (
          <StatusBadge tone={stateTones[row.state]}>{label}</StatusBadge>
        )}
        {reason && <p className="m-0 mt-1 max-w-64 text-xs text-muted" data-reason={row.reason_key ?? ''}>{reason}</p>}
      </td>
      <td className="px-3 py-2 text-right align-top tabular-nums whitespace-nowrap" data-create-price>{priced && row.state !== 'registered_here' ? price(row.prices?.create) : '—'}</td>
      <td className="px-3 py-2 text-right align-top tabular-nums whitespace-nowrap" data-renew-price>{priced ? price(row.prices?.renew) : '—'}</td>
      <td className="px-3 py-2 text-right align-top whitespace-nowrap">
        {cart && isBuyable(row) && (cart.inCart ? (
          <span className="inline-flex items-center gap-1 text-sm text-green-d2 dark:text-green-l2" data-in-cart>
            <span className="i-lucide-check" aria-hidden="true" />
            {t('domain-order:cart.inCart')}
            <button type="button" className="btn-icon p-1" aria-label={t('domain-order:cart.removeName', { name: shownName })} title={t('domain-order:cart.removeName', { name: shownName })}
              onClick={() => cart.onRemove(row)} data-remove-from-cart>
              <span className="i-lucide-x text-sm" aria-hidden="true" />
            </button>
          </span>
        ) : (
          <button type="button" className="btn-outline px-3 py-1" aria-label={t('domain-order:cart.addName', { name: shownName })} onClick={() => cart.onAdd(row)} data-add-to-cart>
            <span className="i-lucide-shopping-cart" aria-hidden="true" />
            {t('domain-order:cart.add')}
          </button>
        ))}
      </td>
    </tr>
  );
}
