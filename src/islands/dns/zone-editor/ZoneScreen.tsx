import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { isAbortError } from '~/lib/data';
import { dnsRecordColumns } from '~/lib/resources/dns-records';
import { errorColor, showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { EmptyState } from '../../kit/EmptyState';
import { failureOf } from '~/lib/data/data-request';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { Pager } from '../../resources/list/Pager';
import { useListAddress } from '../../resources/list/use-list-address';
import { withFilterString } from '~/lib/lists/list-url-state';
import { PqlBox } from '../../resources/list/PqlBox';
import { serverQueryProblem } from '../../resources/list/query-error';
import '../../resources/list/list-words';
import { ChangeBar } from './ChangeBar';
import { QuickSearch } from './QuickSearch';
import type { PanelTarget } from './RecordPanel';
import { RecordSetTable } from './RecordSetTable';
import { ZoneFileActions } from './ZoneFileActions';
import { ZoneSummary } from './ZoneSummary';
import { editorRecordSets, type EditorRecord } from './record-set-rows';
import { apexNameServers, discardDraft, draftOf, liveRecords, resolveConflict, stage, undoDiscard, unstage, type ConflictResolution, type Draft, type Zone } from './zone-api';

// The form (with every type's checks), the plan and the restore points load when first opened (the page's JS budget, DESIGN.md section 10).
const RecordPanel = lazy(() => import('./RecordPanel').then((module) => ({ default: module.RecordPanel })));
const PlanView = lazy(() => import('./PlanView').then((module) => ({ default: module.PlanView })));
const VersionList = lazy(() => import('./VersionList').then((module) => ({ default: module.VersionList })));

interface ZoneScreenProps {
  zone: Zone;
  manages: boolean;
}

/** Record sets in name order, then type (the records route's sort). */
const recordSort = 'name,type';
/** A page of record sets: rows are virtual, so a long page costs nothing to scroll. */
const recordsPerPage = 100;

const noDraft = (zone: Zone): Draft => ({
  zone_id: zone.id, serial: zone.serial, base_serial: zone.serial, origin: null, restored_serial: null, version: null, created_at: null, updated_at: null,
  counts: { create: 0, update: 0, delete: 0, total: 0 }, conflicts: 0, discarded: null, changes: [],
});

/** How long the Undo of a discard stays on screen (the draft can still be brought back from the editor after). */
const undoTimeout = 10_000;

/** One zone: its summary, record sets with the draft laid over them, the record panel, the change bar and the plan. */
export function ZoneScreen({ zone: initialZone, manages }: ZoneScreenProps) {
  const { t, language } = usePortalTranslation();
  const [zone, setZone] = useState(initialZone);
  // The filter and page live in the address, like every list's (record search links here with `?pql=`).
  const [address, setAddress] = useListAddress(recordSort, true, recordsPerPage);
  const { page, limit } = address;
  const pql = address.pql ?? '';
  const setPql = (next: string) => setAddress(withFilterString(next, recordSort, recordsPerPage));
  const setPage = (next: number) => setAddress({ ...address, page: next });
  const setLimit = (next: number) => setAddress({ ...address, limit: next, page: 1 });
  const [liveVersion, setLiveVersion] = useState(0);
  const [draftVersion, setDraftVersion] = useState(0);
  const [panel, setPanel] = useState<PanelTarget | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // Focus goes back where the panel was opened from (or to "Add a record" when that row is gone).
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const records = useData(`records:${zone.id}:${page}:${limit}:${pql}:${liveVersion}`, (signal) => liveRecords(zone.id, page, limit, pql, signal), { isEmpty: () => false });
  const nameServers = useData(`ns:${zone.id}:${liveVersion}`, (signal) => apexNameServers(zone.id, signal), { isEmpty: () => false });
  const draft = useData(`draft:${zone.id}:${liveVersion}:${draftVersion}`, (signal) => draftOf(zone.id, signal), { isEmpty: () => false });
  const changes = draft.status === 'ready' ? draft.data.changes : [];
  const current = draft.status === 'ready' ? draft.data : noDraft(zone);
  const { counts } = current;

  const draftChanged = useCallback(() => setDraftVersion((version) => version + 1), []);
  const failed = (error: unknown) => {
    if (!isAbortError(error)) showSnackbar({ color: errorColor, content: failureOf(error).message });
  };
  const apexNsLeft = (nameServers.status === 'ready' ? nameServers.data.length : 0) - changes.filter((change) => change.action === 'delete' && change.before?.type === 'NS' && change.before.name === '@').length;

  const remove = (entry: EditorRecord) => {
    if (entry.id === undefined) return;
    stage(zone.id, { action: 'delete', record: { id: entry.id } }).then(draftChanged, failed);
  };
  const undo = (entry: EditorRecord) => {
    if (entry.changeId === undefined) return;
    unstage(zone.id, entry.changeId).then(draftChanged, failed);
  };
  const resolve = (entry: EditorRecord, resolution: ConflictResolution) => {
    if (entry.changeId === undefined) return;
    resolveConflict(zone.id, entry.changeId, resolution).then(draftChanged, failed);
  };
  const openPanel = (target: PanelTarget) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanel(target);
  };
  const closePanel = () => {
    setPanel(null);
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : addButton.current)?.focus());
  };
  const bringBack = () => undoDiscard(zone.id).then((back) => {
    draftChanged();
    showSnackbar({ color: successColor, content: t('dns-editor:discard.back', { count: back.counts.total }) });
  }, failed);
  // Discard asks first; what it throws away can be brought back (the toast's Undo, or the editor's line after it).
  const discard = async () => {
    const total = counts.total;
    setDiscarding(true);
    try {
      await discardDraft(zone.id);
      setAskingDiscard(false);
      setReviewing(false);
      draftChanged();
      showSnackbar({ content: t('dns-editor:discard.done', { count: total }), timeout: undoTimeout, action: { label: t('dns-editor:discard.undo'), run: () => void bringBack() } });
    } catch (error) {
      failed(error);
    } finally {
      setDiscarding(false);
    }
  };
  const published = (serial: number) => {
    setZone((current) => ({ ...current, serial }));
    setReviewing(false);
    setLiveVersion((version) => version + 1);
    showSnackbar({ color: successColor, content: t('dns-editor:publish.done', { serial }) });
  };

  const loading = <LoadingState compact />;
  return (
    <div className="flex flex-col gap-4 min-w-0" data-zone-editor={zone.name}>
      <ZoneSummary zone={zone} nameServers={nameServers.status === 'ready' ? nameServers.data : undefined} />
      {reviewing ? (
        <Suspense fallback={loading}>
          <PlanView zone={zone} manages={manages} onClose={() => setReviewing(false)} onPublished={published} onDiscard={() => setAskingDiscard(true)} onDraftChanged={draftChanged} />
        </Suspense>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <QuickSearch onSearch={setPql} />
            <div className="flex-1 min-w-72">
              <PqlBox applied={pql} columns={dnsRecordColumns} example="type equals MX" serverProblem={records.status === 'error' ? serverQueryProblem(records.failure.error) : undefined}
                onApply={setPql} language={language} t={t} />
            </div>
            {manages && (
              <button type="button" ref={addButton} className="btn-primary" onClick={() => openPanel({ mode: 'create' })} data-add-record>
                <span className="i-lucide-plus" aria-hidden="true" />
                {t('dns-editor:add')}
              </button>
            )}
          </div>
          <ZoneFileActions zone={zone} hasDraft={counts.total > 0} manages={manages} />
          {manages && counts.total === 0 && current.discarded && (
            <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-muted" data-discarded-draft={current.discarded.change_count}>
              <span className="i-lucide-archive-restore" aria-hidden="true" />
              {t('dns-editor:discard.kept', { count: current.discarded.change_count })}
              <button type="button" className="btn-outline px-2 py-1 text-sm" onClick={() => void bringBack()} data-bring-back>{t('dns-editor:discard.bringBack')}</button>
            </p>
          )}
          {records.status === 'idle' || records.status === 'loading' ? (
            <LoadingState label={t('dns-editor:loadingRecords')} />
          ) : records.status === 'error' ? (
            <ErrorState failure={records.failure} retry={records.retry} title={t('dns-editor:recordsFailed')} />
          ) : records.status === 'ready' && (records.data.data.length > 0 || changes.length > 0) ? (
            <>
              <RecordSetTable sets={editorRecordSets(records.data.data, changes)} manages={manages} apexNsLeft={apexNsLeft}
                onEdit={(entry) => openPanel({ mode: 'edit', entry })} onDelete={remove} onUndo={undo} onResolve={resolve} />
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="text-sm text-muted" data-list-total aria-live="polite">{t('lists:total', { count: records.data.meta.total })}</span>
                <Pager page={page} limit={limit} total={records.data.meta.total} onPage={setPage} onLimit={setLimit} t={t} />
              </div>
            </>
          ) : (
            <EmptyState icon="i-lucide-search-x" {...(pql ? { action: { label: t('lists:pql.clear'), onClick: () => setPql('') } } : {})}>
              {pql ? t('dns-editor:noMatch') : t('dns-editor:noRecords')}
            </EmptyState>
          )}
          {manages && (
            <Suspense fallback={loading}>
              <VersionList zone={zone} version={liveVersion} staged={counts.total} onRestored={() => { draftChanged(); setReviewing(true); }} />
            </Suspense>
          )}
        </>
      )}
      {manages && counts.total > 0 && !reviewing && <ChangeBar counts={counts} conflicts={current.conflicts} onReview={() => setReviewing(true)} onDiscard={() => setAskingDiscard(true)} />}
      {panel && (
        <Suspense fallback={loading}>
          <RecordPanel zone={zone} target={panel} onClose={closePanel} onStaged={() => { closePanel(); draftChanged(); }} />
        </Suspense>
      )}
      <ConfirmDialog open={askingDiscard} title={t('dns-editor:discard.title')} confirmLabel={t('dns-editor:discard.confirm', { count: counts.total })} busyLabel={t('dns-editor:discard.busy')}
        cancelLabel={t('dns-editor:discard.cancel')} busy={discarding} danger onClose={() => setAskingDiscard(false)} onConfirm={() => void discard()}>
        <p className="m-0">{t('dns-editor:discard.text', { count: counts.total })}</p>
      </ConfirmDialog>
    </div>
  );
}
