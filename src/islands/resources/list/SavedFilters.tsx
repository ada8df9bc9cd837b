import { useId, useState, type FormEvent } from 'react';
import { errorColor, showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import type { ListUrlState } from '~/lib/lists/list-url-state';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { useData } from '../../kit/use-data';
import { deleteSavedFilter, loadSavedFilters, saveFilter, stateOfSavedFilter, type SavedFilter } from './saved-filters';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface SavedFiltersProps {
  resource: string;
  state: ListUrlState;
  defaultSort: string;
  onApply: (state: ListUrlState) => void;
  t: Translate;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Name the current filter, sort and columns; apply or delete the ones saved before. */
export function SavedFilters({ resource, state, defaultSort, onApply, t }: SavedFiltersProps) {
  const id = useId();
  const stored = useData<SavedFilter[]>(resource, (signal) => loadSavedFilters(resource, signal));
  const { data: filters, set: setFilters } = stored;
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = name.trim();
    if (!chosen) return;
    setBusy(true);
    try {
      const saved = await saveFilter(resource, chosen, state, defaultSort);
      setFilters((current) => [...(current ?? []), saved]);
      setName('');
      showSnackbar({ content: t('lists:saved.saved', { name: chosen }), color: successColor });
    } catch (error) {
      showSnackbar({ content: t('lists:saved.failed', { reason: reason(error) }), color: errorColor });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (filter: SavedFilter) => {
    try {
      await deleteSavedFilter(filter.id);
      setFilters((current) => (current ?? []).filter((candidate) => candidate.id !== filter.id));
      showSnackbar({ content: t('lists:saved.deleted', { name: filter.name }), color: successColor });
    } catch (error) {
      showSnackbar({ content: t('lists:saved.failed', { reason: reason(error) }), color: errorColor });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="m-0 text-base">{t('lists:saved.heading')}</h2>
      {stored.status === 'error' ? (
        <ErrorState failure={stored.failure} retry={stored.retry} title={t('lists:saved.loadFailed')} compact />
      ) : filters === undefined ? (
        <LoadingState compact />
      ) : filters.length === 0 ? (
        <p className="m-0 text-sm text-muted">{t('lists:saved.none')}</p>
      ) : (
        <ul className="m-0 flex flex-col gap-1 p-0 list-none" data-saved-filters>
          {filters.map((filter) => (
            <li key={filter.id} className="flex items-center gap-2 text-sm">
              <button type="button" className="btn-outline" aria-label={t('lists:saved.apply', { name: filter.name })} onClick={() => onApply(stateOfSavedFilter(filter, defaultSort))}>
                {filter.name}
              </button>
              <code className="text-xs text-muted truncate">{filter.pql}</code>
              {filter.own && (
                <button type="button" className="btn-icon" aria-label={t('lists:saved.delete', { name: filter.name })} title={t('lists:saved.delete', { name: filter.name })} onClick={() => void remove(filter)}>
                  <span aria-hidden="true">✕</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('lists:saved.name')}
          <input name="savedFilterName" maxLength={100} required className="input-box px-2 py-1.5 text-sm" value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit" className="btn-primary" disabled={busy}>{t('lists:saved.save')}</button>
      </form>
    </section>
  );
}
