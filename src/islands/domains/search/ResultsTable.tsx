import { ErrorState } from '../../kit/ErrorState';
import { isBuyable, type AvailabilityRow } from './availability-api';
import { NameCell, ResultRow } from './ResultRow';
import type { BatchState } from './use-availability';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ResultsTableProps {
  batches: readonly BatchState[];
  /** Only names that can be bought (and checks still out or failed). */
  onlyBuyable: boolean;
  language: string;
  t: Translate;
  cart: { has(name: string): boolean; onAdd(row: AvailabilityRow): void; onRemove(row: AvailabilityRow): void } | null;
  onRetry(key: string): void;
}

const columnCount = 5;

/** A name still being checked: its row is there already, so nothing jumps when the answer comes. */
function CheckingRow({ name, t }: { name: string; t: Translate }) {
  return (
    <tr className="border-0 border-t border-solid border-line" data-domain-check={name} data-state="checking">
      <td className="px-3 py-2 align-top"><NameCell name={name} unicodeName={name} mixedScript={false} t={t} /></td>
      <td className="px-3 py-2 align-top text-sm text-muted" colSpan={columnCount - 1}>
        <span className="inline-flex items-center gap-1">
          <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('domain-order:search.checking')}
        </span>
      </td>
    </tr>
  );
}

/** The results in the order asked: each batch's rows as soon as it answers. */
export function ResultsTable({ batches, onlyBuyable, language, t, cart, onRetry }: ResultsTableProps) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-search-results>
        <caption className="sr-only">{t('domain-order:search.resultsCaption')}</caption>
        <thead className="bg-background">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:search.nameColumn')}</th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('domain-order:search.stateColumn')}</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">{t('domain-order:search.createColumn')}</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">{t('domain-order:search.renewColumn')}</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">{t('domain-order:search.cartColumn')}</span></th>
          </tr>
        </thead>
        <tbody>
          {batches.map(({ batch, status, rows, failure }) => {
            if (status === 'failed' && failure) {
              const what = batch.kind === 'names' ? batch.names.join(', ') : t('domain-order:search.suggestionsFor', { word: batch.word });
              return (
                <tr key={batch.key} className="border-0 border-t border-solid border-line" data-check-failed={batch.key}>
                  <td colSpan={columnCount} className="px-3 py-2">
                    <ErrorState failure={failure} retry={() => onRetry(batch.key)} title={t('domain-order:search.batchFailed')} compact />
                    <p className="m-0 px-2 text-xs text-muted [overflow-wrap:anywhere]">{what}</p>
                  </td>
                </tr>
              );
            }
            if (status !== 'done') {
              if (batch.kind === 'names') return batch.names.map((name) => <CheckingRow key={`${batch.key}:${name}`} name={name} t={t} />);
              return (
                <tr key={batch.key} className="border-0 border-t border-solid border-line" data-suggesting={batch.word}>
                  <td colSpan={columnCount} className="px-3 py-2 text-sm text-muted">
                    <span className="inline-flex items-center gap-1">
                      <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
                      {t('domain-order:search.findingSuggestions', { word: batch.word })}
                    </span>
                  </td>
                </tr>
              );
            }
            return rows
              .filter((row) => !onlyBuyable || isBuyable(row))
              .map((row, index) => (
                <ResultRow key={`${batch.key}:${index}:${row.name}`} row={row} language={language} t={t}
                  cart={cart && { inCart: cart.has(row.name), onAdd: cart.onAdd, onRemove: cart.onRemove }} />
              ));
          })}
        </tbody>
      </table>
    </div>
  );
}
