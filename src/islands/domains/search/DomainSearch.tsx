/**
 * Search and availability (/domains/search; issue "Domain lifecycle", item 1; DESIGN.md
 * section 13): one box takes a name, a pasted list or a word (suggestions across the TLDs the
 * account may buy). Names are checked in small batches and each row shows when its batch
 * answers, with one exact state, the prices per year in the account's currency, and the cart.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { domainsCart, $domainsCart } from '~/lib/domains-cart/cart-store';
import { formatNumber } from '~/lib/formatting/format';
import { showSnackbar, successColor, errorColor } from '~/lib/notifications/snackbar-store';
import { can } from '~/lib/permissions/can';
import { $portalView } from '~/lib/session/portal-view-store';
import { $user } from '~/lib/session/user-store';
import { EmptyState } from '../../kit/EmptyState';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { CartLink } from '../order/CartLink';
import '../order/order-words';
import { availabilityStates, cartItemOf, isBuyable, type AvailabilityRow } from './availability-api';
import { ResultsTable } from './ResultsTable';
import { TypedName } from './TypedName';
import { checkBatches, isEmptyPlan, maxSearchNames, maxSearchWords, parseSearchInput, type SearchPlan } from './search-input';
import { useAvailability } from './use-availability';

/** The address keeps a search short enough to share (`?q=`); a long pasted list stays in the box only. */
const maxAddressQuery = 1500;

function queryOfAddress(): string {
  return new URLSearchParams(location.search).get('q') ?? '';
}

function keepInAddress(text: string): void {
  const parameters = new URLSearchParams(location.search);
  if (text.trim() === '' || text.length > maxAddressQuery) parameters.delete('q');
  else parameters.set('q', text.trim());
  const query = parameters.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

export default function DomainSearch() {
  const { t, language } = usePortalTranslation();
  const user = useStore($user);
  const view = useStore($portalView);
  const mayOrder = can(user, view, 'manage-orders');
  const cart = useStore($domainsCart);
  const [text, setText] = useState(queryOfAddress);
  const [plan, setPlan] = useState<SearchPlan | null>(null);
  /** The box held nothing to check when Check was pressed. */
  const [problem, setProblem] = useState(false);
  const [onlyBuyable, setOnlyBuyable] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const availability = useAvailability();
  const { batches, progress } = availability;
  const ids = useId();

  const run = (query: string) => {
    const next = parseSearchInput(query);
    if (isEmptyPlan(next)) {
      setProblem(true);
      return;
    }
    setProblem(false);
    setPlan(next);
    availability.search(checkBatches(next));
    keepInAddress(query);
  };

  // Arrived with a search in the address (a shared link, back from the cart): it runs at once.
  const startedFromAddress = useRef(false);
  useEffect(() => {
    if (startedFromAddress.current) return;
    startedFromAddress.current = true;
    const query = queryOfAddress();
    if (query.trim() !== '') run(query);
    // Once, on arrival: `run` closes over nothing that changes before then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(text);
  };

  // Enter checks; Shift+Enter starts a new line; Enter that ends an input method's composition is the composition's.
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    run(text);
  };

  const rows: AvailabilityRow[] = batches.flatMap((state) => (state.status === 'done' ? [...state.rows] : []));
  const buyable = rows.filter(isBuyable);
  const notInCart = buyable.filter((row) => !cart.some((item) => item.name === row.name.toLowerCase()));
  const counts = availabilityStates.map((state) => [state, rows.filter((row) => row.state === state).length] as const).filter(([, count]) => count > 0);

  const added = (count: number, name?: string) => {
    setAnnouncement(name ? t('domain-order:cart.addedName', { name }) : t('domain-order:cart.added', { count }));
  };
  const add = (additions: readonly AvailabilityRow[]) => {
    const outcome = domainsCart.add(additions.map(cartItemOf));
    if (outcome.full > 0) showSnackbar({ color: errorColor, content: t('domain-order:cart.full', { count: outcome.full }) });
    if (outcome.added === 1 && additions.length === 1) added(1, additions[0]!.unicode_name || additions[0]!.name);
    else if (outcome.added > 0) {
      added(outcome.added);
      showSnackbar({ color: successColor, content: t('domain-order:cart.added', { count: outcome.added }), deepLink: '/domains/order', deepLinkText: t('domain-order:cart.open') });
    }
  };
  const cartControls = mayOrder
    ? {
        has: (name: string) => cart.some((item) => item.name === name.toLowerCase()),
        onAdd: (row: AvailabilityRow) => add([row]),
        onRemove: (row: AvailabilityRow) => {
          domainsCart.remove(row.name);
          setAnnouncement(t('domain-order:cart.removedName', { name: row.unicode_name || row.name }));
        },
      }
    : null;

  const preview = parseSearchInput(text);
  const visibleRows = onlyBuyable ? buyable.length : rows.length;
  const seconds = progress.elapsed === null ? null : formatNumber(Math.round(progress.elapsed / 100) / 10, language);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-domain-search>
      <form className="card flex flex-col gap-2 p-4" role="search" aria-labelledby={`${ids}-label`} onSubmit={submit} noValidate>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label id={`${ids}-label`} htmlFor={`${ids}-input`} className="font-medium">{t('domain-order:search.label')}</label>
          {mayOrder && <CartLink count={cart.length} t={t} />}
        </div>
        <p id={`${ids}-help`} className="m-0 text-sm text-muted">{t('domain-order:search.help', { names: maxSearchNames, words: maxSearchWords })}</p>
        <div className="flex flex-wrap items-start gap-2">
          <textarea id={`${ids}-input`} value={text} onChange={(event) => { setText(event.target.value); setProblem(false); }} onKeyDown={keyDown}
            rows={Math.min(8, Math.max(1, text.split('\n').length))} spellCheck={false} autoCapitalize="off" autoCorrect="off" autoComplete="off"
            placeholder={t('domain-order:search.placeholder')} aria-describedby={`${ids}-help ${ids}-preview`} aria-invalid={problem ? true : undefined}
            className="input-box min-w-0 flex-[1_1_16rem] resize-y px-3 py-2 text-base leading-6" data-search-input />
          <button type="submit" className="btn-primary" data-search-submit>
            <span className="i-lucide-search" aria-hidden="true" />
            {t('domain-order:search.check')}
          </button>
        </div>
        <p id={`${ids}-preview`} className={`m-0 text-xs ${problem ? 'text-red-d1 dark:text-red' : 'text-muted'}`} role={problem ? 'alert' : undefined} data-search-preview>
          {problem ? t('domain-order:search.nothingToCheck') : (isEmptyPlan(preview) ? t('domain-order:search.keys') : [
            ...(preview.names.length > 0 ? [t('domain-order:search.previewNames', { count: preview.names.length })] : []),
            ...(preview.words.length > 0 ? [t('domain-order:search.previewWords', { count: preview.words.length, words: preview.words.join(', ') })] : []),
            t('domain-order:search.keys'),
          ].join(' · '))}
        </p>
        {!problem && preview.names.length === 1 && preview.words.length === 0 && (
          <div className="text-sm" aria-live="polite"><TypedName name={preview.names[0]!} t={t} /></div>
        )}
      </form>

      <p className="sr-only" aria-live="polite">{announcement}</p>
      {/* Said once a search has answered, not at every batch (the visible progress line changes too often to be read out). */}
      <p className="sr-only" aria-live="polite" data-search-summary>
        {plan !== null && !progress.running && progress.total > 0
          ? [t('domain-order:search.done', { count: progress.checked, checked: formatNumber(progress.checked, language) }),
            ...counts.map(([state, count]) => t('domain-order:search.stateCount', { number: formatNumber(count, language), state: t(`domain-order:state.${state}`) }))].join('. ')
          : ''}
      </p>

      {plan === null ? (
        <EmptyState icon="i-lucide-search">{t('domain-order:search.empty')}</EmptyState>
      ) : (
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-col gap-0.5">
              <p className="m-0 flex items-center gap-2 text-sm" data-search-progress data-running={progress.running}>
                {progress.running && <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />}
                {progress.running
                  ? t('domain-order:search.progress', { checked: formatNumber(progress.checked, language), total: formatNumber(progress.total, language) })
                  : t(seconds === null ? 'domain-order:search.done' : 'domain-order:search.doneIn', { count: progress.checked, checked: formatNumber(progress.checked, language), seconds })}
                {progress.pendingWords.length > 0 && <span className="text-muted">{t('domain-order:search.findingSuggestions', { word: progress.pendingWords.join(', ') })}</span>}
              </p>
              {counts.length > 0 && (
                <p className="m-0 text-xs text-muted" data-search-counts>
                  {counts.map(([state, count]) => t('domain-order:search.stateCount', { number: formatNumber(count, language), state: t(`domain-order:state.${state}`) })).join(' · ')}
                </p>
              )}
              {(plan.duplicates > 0 || plan.overLimit > 0) && (
                <p className="m-0 text-xs text-muted" data-search-notes>
                  {[
                    ...(plan.duplicates > 0 ? [t('domain-order:search.duplicates', { count: plan.duplicates })] : []),
                    ...(plan.overLimit > 0 ? [t('domain-order:search.overLimit', { count: plan.overLimit, names: maxSearchNames, words: maxSearchWords })] : []),
                  ].join(' ')}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {progress.failedBatches > 0 && !progress.running && (
                <button type="button" className="btn-outline px-3 py-1" onClick={() => availability.retry()} data-retry-failed>
                  <span className="i-lucide-rotate-cw" aria-hidden="true" />
                  {t('domain-order:search.retryFailed', { count: progress.failedBatches })}
                </button>
              )}
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <input type="checkbox" className="focus-ring" checked={onlyBuyable} onChange={(event) => setOnlyBuyable(event.target.checked)} data-only-buyable />
                {t('domain-order:search.onlyBuyable')}
              </label>
              {mayOrder && notInCart.length > 1 && (
                <button type="button" className="btn-outline px-3 py-1" onClick={() => add(notInCart)} data-add-all>
                  <span className="i-lucide-list-plus" aria-hidden="true" />
                  {t('domain-order:cart.addAll', { count: notInCart.length })}
                </button>
              )}
            </div>
          </div>
          {!progress.running && visibleRows === 0 && progress.failedBatches === 0 ? (
            <EmptyState icon="i-lucide-search-x" {...(onlyBuyable && rows.length > 0 ? { action: { label: t('domain-order:search.showAll'), onClick: () => setOnlyBuyable(false) } } : {})}>
              {onlyBuyable && rows.length > 0 ? t('domain-order:search.noneBuyable') : t('domain-order:search.noResults')}
            </EmptyState>
          ) : (
            <ResultsTable batches={batches} onlyBuyable={onlyBuyable} language={language} t={t} cart={cartControls} onRetry={availability.retry} />
          )}
        </div>
      )}
    </div>
  );
}
