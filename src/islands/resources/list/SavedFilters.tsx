import { useId, useState, type FormEvent } from 'react';
import { HttpError } from '~/lib/data/errors';
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

/** The API's answer when the user already has a filter of that name on this list. */
function isDuplicateName(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 409) return false;
  const body = error.body as { code?: unknown; fields?: unknown } | undefined;
  return body?.code === 'duplicate' && Array.isArray(body.fields) && body.fields.includes('name');
}

/** The API's answer when the user keeps the most saved filters a user may: the limit, else undefined. */
function savedFilterLimit(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body = error.body as { code?: unknown; limit?: unknown } | undefined;
  return body?.code === 'saved_filter_limit' && typeof body.limit === 'number' ? body.limit : undefined;
}

/** The user's own filters first, then those shared with them; each once. */
function withSaved(filters: readonly SavedFilter[], saved: SavedFilter): SavedFilter[] {
  const others = filters.filter((filter) => filter.id !== saved.id);
  const firstShared = others.findIndex((filter) => !filter.own);
  const at = firstShared === -1 ? others.length : firstShared;
  return [...others.slice(0, at), saved, ...others.slice(at)];
}

/** Name the current filter, sort and columns; apply or delete the ones saved before. */
export function SavedFilters({ resource, state, defaultSort, onApply, t }: SavedFiltersProps) {
  const id = useId();
  const stored = useData<SavedFilter[]>(resource, (signal) => loadSavedFilters(resource, signal));
  const { data: filters, set: setFilters } = stored;
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = name.trim();
    if (!chosen) return;
    setBusy(true);
    try {
      const saved = await saveFilter(resource, chosen, state, defaultSort);
      setFilters((current) => withSaved(current ?? [], saved));
      setName('');
      showSnackbar({ content: t('lists:saved.saved', { name: chosen }), color: successColor });
    } catch (error) {
      const limit = savedFilterLimit(error);
      if (isDuplicateName(error)) setNameProblem(t('lists:saved.duplicate'));
      else if (limit !== undefined) setNameProblem(t('lists:saved.limitReached', { limit }));
      else showSnackbar({ content: t('lists:saved.failed', { reason: reason(error) }), color: errorColor });
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
            <li key={filter.id} className="flex items-center gap-2 text-sm" data-saved-filter={filter.shared ? 'shared' : 'own'}>
              <button type="button" className="btn-outline" onClick={() => onApply(stateOfSavedFilter(filter, defaultSort))}
                aria-label={t(filter.shared ? 'lists:saved.applyShared' : 'lists:saved.apply', { name: filter.name })}>
                {filter.name}
              </button>
              {filter.shared && (
                <span className="inline-flex items-center gap-1 rounded-full border border-solid border-line px-2 py-0.5 text-xs text-muted" data-shared>
                  <span className="i-lucide-users" aria-hidden="true" />
                  {t('lists:saved.shared')}
                </span>
              )}
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
      <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-start gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('lists:saved.name')}
          <input name="savedFilterName" maxLength={100} required className="input-box px-2 py-1.5 text-sm aria-[invalid=true]:border-red" value={name}
            aria-invalid={nameProblem ? true : undefined} aria-describedby={nameProblem ? `${id}-name-problem` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameProblem('');
            }} />
          {nameProblem && <span id={`${id}-name-problem`} role="alert" className="text-sm text-red-d1 dark:text-red">{nameProblem}</span>}
        </label>
        <button type="submit" className="btn-primary mt-6" disabled={busy}>{t('lists:saved.save')}</button>
      </form>
    </section>
  );
}
