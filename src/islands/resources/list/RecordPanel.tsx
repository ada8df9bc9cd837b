import { recordDisplayName } from '~/lib/resources/record-display-name';
import { useEffect, useRef, useState } from 'react';
import { getOne, remove } from '~/lib/data';
import { showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { useData } from '../../kit/use-data';
import { DeleteDialog } from '../detail/DeleteDialog.tsx';
import type { RecordData } from '../detail/record-address.ts';
import { RecordEditor } from '../detail/RecordEditor.tsx';
import { RecordSections } from '../detail/RecordSections.tsx';
import '../detail/record-words.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export interface RecordPanelProps {
  /** The whole declaration: its detail sections and, when it may be edited, its schema. */
  declaration: ResourceDeclaration;
  referenceTargets: Readonly<Record<string, ReferenceTarget>>;
  /** The list's API path, with its parent's id filled in. */
  apiPath: string;
  id: string;
  /** What the user may do with it (the list worked it out from the permissions and the declaration). */
  mayUpdate: boolean;
  mayRemove: boolean;
  language: string;
  t: Translate;
  /** The record changed or is gone: the list asks for its rows again. */
  onChanged(): void;
  onClose(): void;
}

const never = () => false;

/**
 * A record that has no page of its own (a glue record, a registry handle, a watch term) opened
 * from its list: its sections in a side panel, and for those who may, edit and delete there.
 * While it is being edited, Escape does not close it: an edit is only left by Save or Cancel.
 */
export default function RecordPanel({ declaration, referenceTargets, apiPath, id, mayUpdate, mayRemove, language, t, onChanged, onClose }: RecordPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const state = useData<RecordData>(`${apiPath}/${id}`, (signal) => getOne<RecordData>({ resource: apiPath, id, signal }), { isEmpty: never });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<'closed' | 'asking' | 'busy'>('closed');
  const [deleteError, setDeleteError] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const record = state.status === 'ready' ? state.data : undefined;
  const name = record ? (recordDisplayName(declaration, (field) => record[field]) ?? String(record.id ?? '')) : '';

  const confirmDelete = async () => {
    setDeleting('busy');
    setDeleteError(undefined);
    try {
      await remove({ resource: apiPath, id });
      showSnackbar({ content: t('records:deleted'), color: successColor });
      onChanged();
      onClose();
    } catch (error) {
      setDeleteError(t('records:deleteFailed', { reason: error instanceof Error ? error.message : String(error) }));
      setDeleting('asking');
    }
  };

  return (
    <dialog ref={dialog} aria-labelledby="record-panel-title" data-record-panel onClose={onClose}
      onCancel={(event) => { if (editing) event.preventDefault(); }}
      className="card m-0 ml-auto h-full max-h-none w-[min(40rem,100vw)] rounded-none p-0 text-on-surface backdrop:bg-black/40">
      <div className="flex items-center gap-3 border-b border-b-solid border-line px-5 py-3">
        <h2 id="record-panel-title" className="m-0 min-w-0 flex-1 text-lg font-semibold break-all">
          {record ? (editing ? t('records:editHeading', { name }) : name) : t(declaration.label.one)}
        </h2>
        <button type="button" className="btn-icon" aria-label={t('records:closePanel')} onClick={onClose} disabled={editing}>
          <span className="i-lucide-x" aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-col gap-4 overflow-y-auto p-5">
        {state.status === 'error' && <ErrorState failure={state.failure} retry={state.retry} title={t('records:loadFailed')} />}
        {!record && state.status !== 'error' && <LoadingState />}
        {record && !editing && (mayUpdate || mayRemove) && (
          <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('records:actions')}>
            {mayUpdate && (
              <button type="button" className="btn-primary" onClick={() => setEditing(true)}><span className="i-lucide-pencil" aria-hidden="true" />{t('records:edit')}</button>
            )}
            {mayRemove && (
              <button type="button" className="btn-outline" onClick={() => setDeleting('asking')}><span className="i-lucide-trash-2" aria-hidden="true" />{t('records:delete')}</button>
            )}
          </div>
        )}
        {record && (editing ? (
          <RecordEditor declaration={declaration} referenceTargets={referenceTargets} apiPath={apiPath} record={record} language={language} t={t}
            onSaved={(saved) => { state.set(saved); setEditing(false); onChanged(); }} onClose={() => setEditing(false)} />
        ) : (
          <RecordSections declaration={declaration} record={record} referenceTargets={referenceTargets} language={language} t={t} inPanel />
        ))}
      </div>
      <DeleteDialog open={deleting !== 'closed'} name={name} busy={deleting === 'busy'} error={deleteError} t={t}
        onConfirm={() => void confirmDelete()} onClose={() => { setDeleting('closed'); setDeleteError(undefined); }} />
    </dialog>
  );
}
